import {
  articleBlocks,
  readingMinutes,
  type TArticleAuthor,
  type TArticleAuthorList,
  type TArticleDetail,
  type TArticlePage,
  type TArticleSummary,
} from '@app/contracts/articles';
import { ErrorCode } from '@app/contracts/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import * as repo from './articles.repo.ts';

export type TArticlesService = ReturnType<typeof createArticlesService>;

/** How many more of an author's articles an article's page suggests. */
const MORE_BY_AUTHOR = 3;

function summaryOf(row: repo.TArticleRow): TArticleSummary {
  // Public reads select published articles only (check articles_published: they carry the date).
  if (!row.publishedAt) throw new Error(`article ${row.id} read as published without its date`);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    scale: row.scale ?? null,
    author: { id: row.authorId, name: row.authorName, title: row.authorTitle },
  };
}

/**
 * The column (專欄文章): published articles and their authors, for anyone to read. An article
 * dated in the future is scheduled and stays unseen until then. An author who is a counselor gets
 * their photo and a link to their page while they are listed in the directory.
 */
export function createArticlesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findPublishableCounselorIds' | 'findUserSummaries'>;
  now: () => Date;
}) {
  /** The authors as anyone may see them: a counselor no longer listed keeps the byline only. */
  async function publicAuthors(rows: Awaited<ReturnType<typeof repo.listAuthorsWithCounts>>) {
    const counselorIds = rows.flatMap(({ counselorId }) => (counselorId ? [counselorId] : []));
    if (counselorIds.length === 0)
      return rows.map((row): TArticleAuthor => ({ ...row, counselorId: null, photo: null }));
    const [listed, users] = await Promise.all([
      deps.accounts.findPublishableCounselorIds(),
      deps.accounts.findUserSummaries(counselorIds),
    ]);
    const listedIds = new Set(listed);
    return rows.map((row): TArticleAuthor => {
      const shown = row.counselorId !== null && listedIds.has(row.counselorId);
      return {
        ...row,
        counselorId: shown ? row.counselorId : null,
        photo: shown && row.counselorId ? (users.get(row.counselorId)?.coverImagePath ?? null) : null,
      };
    });
  }

  async function getAuthor(authorId: number): Promise<TArticleAuthor> {
    const [author] = await publicAuthors(
      await repo.listAuthorsWithCounts(deps.db, { now: deps.now(), authorId }),
    );
    if (!author) throw new AppError(ErrorCode.NotFound, { internal: `article author ${authorId} not found` });
    return author;
  }

  return {
    async list(options: {
      authorId?: number | undefined;
      counselorId?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<TArticlePage> {
      const { records, total } = await repo.listPublishedArticles(deps.db, {
        now: deps.now(),
        authorId: options.authorId,
        counselorId: options.counselorId,
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: records.map(summaryOf) };
    },

    async get(articleId: string): Promise<TArticleDetail> {
      const now = deps.now();
      const row = await repo.findPublishedArticle(deps.db, articleId, now);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `article ${articleId} not published` });
      const [author, more] = await Promise.all([
        getAuthor(row.authorId),
        repo.listMoreByAuthor(deps.db, {
          authorId: row.authorId,
          exceptId: row.id,
          now,
          limit: MORE_BY_AUTHOR,
        }),
      ]);
      const { author: _byline, ...summary } = summaryOf(row);
      return {
        ...summary,
        blocks: articleBlocks(row.body),
        updatedAt: row.updatedAt.toISOString(),
        author,
        moreByAuthor: more.map(summaryOf),
      };
    },

    /** Authors with at least one published article. */
    async listAuthors(): Promise<TArticleAuthorList> {
      const rows = await repo.listAuthorsWithCounts(deps.db, { now: deps.now() });
      return publicAuthors(rows.filter(({ articleCount }) => articleCount > 0));
    },

    getAuthor,

    /** Every published article's id and last change, for the sitemap. */
    listPublishedIds: () => repo.listPublishedIds(deps.db, deps.now()),
  };
}
