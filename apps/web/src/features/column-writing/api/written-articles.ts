import type {
  TArticleDraft,
  TArticleReview,
  TArticleStatus,
  TWrittenArticle,
  TWrittenArticlePage,
} from '@app/contracts/articles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { counterKeys } from '../../../shell/counters/api/counter-keys';

/** Articles a page of the counselor's list and of the experts' queue shows. */
export const WRITTEN_ARTICLE_PAGE_SIZE = 20;

const OWN_ARTICLES = ['own-articles'] as const;
const ARTICLE_REVIEWS = ['article-reviews'] as const;

const articlePath = (id: string) => `/Counselor/Articles/${encodeURIComponent(id)}`;
const reviewPath = (id: string) => `/Expert/Articles/${encodeURIComponent(id)}`;

/** GET /Counselor/Articles: one page (from 0) of the counselor's articles, of a status or all. */
export function useOwnArticles(status: TArticleStatus | null, page: number) {
  const query = `${status ? `status=${status}&` : ''}start_page=${String(page)}&page_size=${String(WRITTEN_ARTICLE_PAGE_SIZE)}`;
  return useQuery({
    queryKey: [...OWN_ARTICLES, 'page', status, page],
    queryFn: ({ signal }) => api.get<TWrittenArticlePage>(`/Counselor/Articles?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of the counselor's articles with its text; off while `id` is empty (a new article). */
export function useOwnArticle(id: string) {
  return useQuery({
    queryKey: [...OWN_ARTICLES, 'one', id],
    queryFn: ({ signal }) => api.get<TWrittenArticle>(articlePath(id), { signal }),
    enabled: id !== '',
  });
}

/**
 * After a change, the lists it shows in are read again (the counselor's, the experts' queue and its
 * count, the public column), and the article's own entry holds the answer at once: the editor
 * moving from /new to the saved article's address finds it without a second load.
 */
function useArticleChanged() {
  const queryClient = useQueryClient();
  return async (article: TWrittenArticle | null) => {
    // The experts' count is a badge in the top bar, always shown: read again without holding up
    // the change's answer for it.
    void queryClient.invalidateQueries({ queryKey: counterKeys.articlesToReview });
    if (article) {
      queryClient.setQueryData([...OWN_ARTICLES, 'one', article.id], article);
      queryClient.setQueryData([...ARTICLE_REVIEWS, 'one', article.id], article);
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...OWN_ARTICLES, 'page'] }),
      queryClient.invalidateQueries({ queryKey: [...ARTICLE_REVIEWS, 'page'] }),
      queryClient.invalidateQueries({ queryKey: ['articles'] }),
      queryClient.invalidateQueries({ queryKey: ['article'] }),
      queryClient.invalidateQueries({ queryKey: ['article-authors'] }),
    ]);
  };
}

/** Starts an article (id empty) or saves the counselor's changes to a draft or a returned one. */
export function useSaveArticle() {
  const changed = useArticleChanged();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: TArticleDraft }) =>
      id === ''
        ? api.post<TWrittenArticle>('/Counselor/Articles', draft)
        : api.put<TWrittenArticle>(articlePath(id), draft),
    onSuccess: (article) => changed(article),
  });
}

/** Sends the article to the experts; 400 names the summary or the text when either is missing. */
export function useSubmitArticle() {
  const changed = useArticleChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<TWrittenArticle>(`${articlePath(id)}/Submit`),
    onSuccess: (article) => changed(article),
  });
}

/** Discards a draft or a returned article. */
export function useDiscardArticle() {
  const queryClient = useQueryClient();
  const changed = useArticleChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(articlePath(id)),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: [...OWN_ARTICLES, 'one', id] });
      await changed(null);
    },
  });
}

/** GET /Expert/Articles: one page (from 0) of the articles waiting for review, the oldest first. */
export function useArticlesToReview(page: number) {
  const query = `start_page=${String(page)}&page_size=${String(WRITTEN_ARTICLE_PAGE_SIZE)}`;
  return useQuery({
    queryKey: [...ARTICLE_REVIEWS, 'page', page],
    queryFn: ({ signal }) => api.get<TWrittenArticlePage>(`/Expert/Articles?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An article sent for review, with its text. */
export function useArticleToReview(id: string) {
  return useQuery({
    queryKey: [...ARTICLE_REVIEWS, 'one', id],
    queryFn: ({ signal }) => api.get<TWrittenArticle>(reviewPath(id), { signal }),
  });
}

/** An expert's decision: publish (at once, mailing the author) or return with a comment. */
export function useReviewArticle() {
  const changed = useArticleChanged();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: TArticleReview }) =>
      api.post<TWrittenArticle>(`${reviewPath(id)}/Review`, review),
    onSuccess: (article) => changed(article),
  });
}

/** Read again after a 409: someone else decided, or the article changed meanwhile. */
export function useRefreshArticleToReview() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...ARTICLE_REVIEWS, 'one', id] }),
      queryClient.invalidateQueries({ queryKey: [...ARTICLE_REVIEWS, 'page'] }),
      queryClient.invalidateQueries({ queryKey: counterKeys.articlesToReview }),
    ]);
}
