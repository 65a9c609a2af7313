import {
  ZArticleAuthorSchema,
  ZArticleDetailSchema,
  ZArticleSummarySchema,
  type TArticleAuthor,
  type TArticleDetail,
  type TArticleSummary,
} from '@app/contracts/articles';

/** An author of the column as the API answers: counselor1 with a page in the directory, checked against the contract. */
export function articleAuthor(overrides: Partial<TArticleAuthor> = {}): TArticleAuthor {
  return ZArticleAuthorSchema.parse({
    id: 1,
    name: '陳怡君',
    title: '諮商心理師',
    bio: '專長焦慮與壓力調適。\n相信每個人都有走過難關的力量。',
    counselorId: 'c0a80101-0000-4000-8000-000000000001',
    photo: null,
    articleCount: 2,
    ...overrides,
  });
}

/** An article of a list as the API answers, checked against the contract. */
export function articleSummary(overrides: Partial<TArticleSummary> = {}): TArticleSummary {
  return ZArticleSummarySchema.parse({
    id: 'a1000000-0000-4000-8000-000000000001',
    title: '睡不好的夜裡，可以怎麼照顧自己',
    summary: '失眠的夜晚很漫長。這篇文章整理了幾個睡前可以試試的小方法。',
    // 2026-11-20 09:30 in Taiwan.
    publishedAt: '2026-11-20T01:30:00.000Z',
    readingMinutes: 4,
    scale: null,
    author: { id: 1, name: '陳怡君', title: '諮商心理師' },
    ...overrides,
  });
}

/** An article's page as the API answers: its text, author and more of theirs, checked against the contract. */
export function articleDetail(overrides: Partial<TArticleDetail> = {}): TArticleDetail {
  const { author: _byline, ...summary } = articleSummary();
  return ZArticleDetailSchema.parse({
    ...summary,
    blocks: [
      { kind: 'paragraph', text: '躺在床上，腦袋卻停不下來。\n你並不孤單。' },
      { kind: 'heading', text: '先讓身體慢下來' },
      { kind: 'paragraph', text: '試著把呼吸放慢，吐氣比吸氣長一些。' },
    ],
    updatedAt: summary.publishedAt,
    author: articleAuthor(),
    moreByAuthor: [],
    ...overrides,
  });
}
