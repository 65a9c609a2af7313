import {
  articleBlocks,
  ZWrittenArticleSchema,
  type TWrittenArticle,
  type TWrittenArticleSummary,
} from '@app/contracts/articles';

const body = '考前的夜晚，翻來覆去是很常見的。\n\n## 先讓身體知道可以休息\n\n吐氣比吸氣長一點。';

/** counselor1's draft as the API answers, its blocks computed from its text, checked against the contract. */
export function writtenArticle(overrides: Partial<TWrittenArticle> = {}): TWrittenArticle {
  const text = overrides.body ?? body;
  return ZWrittenArticleSchema.parse({
    id: 'b2000000-0000-4000-8000-000000000001',
    title: '考試前睡不著：給考生的三個安定提醒',
    status: 'draft',
    author: { id: 101, name: '陳怡君', title: '諮商心理師' },
    submittedAt: null,
    publishedAt: null,
    updatedAt: '2030-01-05T02:00:00.000Z',
    reviewComment: null,
    summary: '睡不著不代表考不好。三個方法陪你度過考前的夜晚。',
    body: text,
    blocks: articleBlocks(text),
    ...overrides,
  });
}

/** The article as lists show it. */
export function writtenArticleSummary(overrides: Partial<TWrittenArticle> = {}): TWrittenArticleSummary {
  const { id, title, status, author, submittedAt, publishedAt, updatedAt, reviewComment } =
    writtenArticle(overrides);
  return { id, title, status, author, submittedAt, publishedAt, updatedAt, reviewComment };
}
