import { VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { articles } from '../../db/schema/articles.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertArticle, insertArticleAuthor } from '../../test/test-articles.ts';
import { createUser } from '../../test/test-users.ts';

const { app, database, clock } = await buildTestApp();
const db = database.db;
const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

async function listedCounselor(fullName: string) {
  const user = await createUser(database, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified })
    .where(eq(counselorProfiles.userId, user.id));
  await db.update(users).set({ coverImagePath: '/media/demo/counselor1.svg' }).where(eq(users.id, user.id));
  return user;
}

const yijun = await listedCounselor('陳怡君');
const withoutByline = await listedCounselor('林志明');
const yijunAuthor = await insertArticleAuthor(database, {
  name: '陳怡君',
  bio: '陪伴焦慮與壓力中的你。',
  counselorId: yijun.id,
});
const editors = await insertArticleAuthor(database, { id: 10, name: '心理專欄編輯部', title: '編輯部' });
const silent = await insertArticleAuthor(database, { name: '尚未發表' });

const body = '## 先照顧身體\n\n睡前一小時放下手機。\n試著深呼吸。\n\n## 再照顧心情\n\n寫下三件小事。';
const sleep = await insertArticle(database, {
  authorId: yijunAuthor,
  title: '睡不著的夜晚',
  publishedAt: daysAgo(3),
  body,
});
const worry = await insertArticle(database, {
  authorId: yijunAuthor,
  title: '與焦慮相處',
  publishedAt: daysAgo(10),
});
const work = await insertArticle(database, {
  authorId: yijunAuthor,
  title: '工作壓力',
  publishedAt: daysAgo(20),
  updatedAt: daysAgo(2),
});
const breath = await insertArticle(database, {
  authorId: yijunAuthor,
  title: '呼吸練習',
  publishedAt: daysAgo(30),
});
const firstSession = await insertArticle(database, {
  authorId: editors,
  title: '第一次線上諮商',
  publishedAt: daysAgo(5),
  body: '字'.repeat(1_000),
});
const scheduled = await insertArticle(database, {
  authorId: editors,
  title: '下週刊出',
  publishedAt: daysAgo(-7),
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url: `/api/zh-tw${url}`, headers });
  return { response, data: response.json().data };
}

describe('GET /Articles', () => {
  it('answers anyone the published articles, latest first, with byline, reading time and no scheduled one', async () => {
    const { response, data } = await get('/Articles');
    expect(response.statusCode).toBe(200);
    expect(data.totalRecords).toBe(5);
    expect(data.records.map(({ id }: { id: string }) => id)).toEqual([
      sleep,
      firstSession,
      worry,
      work,
      breath,
    ]);
    expect(data.records[0]).toEqual({
      id: sleep,
      title: '睡不著的夜晚',
      summary: '睡不著的夜晚的摘要。',
      publishedAt: daysAgo(3).toISOString(),
      readingMinutes: 1,
      scale: null,
      author: { id: yijunAuthor, name: '陳怡君', title: '諮商心理師' },
    });
    // A thousand characters at 400 a minute.
    expect(data.records[1].readingMinutes).toBe(3);
  });

  it('pages and keeps one author’s articles, or one counselor’s', async () => {
    const { data: second } = await get('/Articles?start_page=1&page_size=2');
    expect(second.totalRecords).toBe(5);
    expect(second.records.map(({ id }: { id: string }) => id)).toEqual([worry, work]);
    const { data: editorial } = await get(`/Articles?author_id=${editors}`);
    expect(editorial).toEqual({ totalRecords: 1, records: [expect.objectContaining({ id: firstSession })] });
    const { data: none } = await get(`/Articles?author_id=${silent}`);
    expect(none).toEqual({ totalRecords: 0, records: [] });
    const { data: byCounselor } = await get(`/Articles?counselor_id=${yijun.id}&page_size=3`);
    expect(byCounselor.totalRecords).toBe(4);
    expect(byCounselor.records.map(({ id }: { id: string }) => id)).toEqual([sleep, worry, work]);
    const { data: byNobody } = await get(`/Articles?counselor_id=${withoutByline.id}`);
    expect(byNobody).toEqual({ totalRecords: 0, records: [] });
  });

  it('refuses an author number that is not one, naming the field', async () => {
    const { response } = await get('/Articles?author_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(response.json().message).toContain('author_id');
  });

  it('may be cached for a minute and answers 304 to the same ETag', async () => {
    const { response } = await get('/Articles');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(response.headers.etag);
    const again = await app.inject({ url: '/api/zh-tw/Articles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('shows a scheduled article once its date has come', async () => {
    clock.advance(8 * DAY);
    try {
      const { data } = await get(`/Articles?author_id=${editors}`);
      expect(data.records.map(({ id }: { id: string }) => id)).toEqual([scheduled, firstSession]);
    } finally {
      clock.advance(-8 * DAY);
    }
  });
});

describe('GET /Articles/{id}', () => {
  it('answers the text as headings and paragraphs, the author and more of their articles', async () => {
    const { response, data } = await get(`/Articles/${sleep}`);
    expect(response.statusCode).toBe(200);
    expect(data.blocks).toEqual([
      { kind: 'heading', text: '先照顧身體' },
      { kind: 'paragraph', text: '睡前一小時放下手機。\n試著深呼吸。' },
      { kind: 'heading', text: '再照顧心情' },
      { kind: 'paragraph', text: '寫下三件小事。' },
    ]);
    expect(data.author).toEqual({
      id: yijunAuthor,
      name: '陳怡君',
      title: '諮商心理師',
      bio: '陪伴焦慮與壓力中的你。',
      counselorId: yijun.id,
      photo: '/media/demo/counselor1.svg',
      articleCount: 4,
    });
    // Three at most, the latest first, not the article itself.
    expect(data.moreByAuthor.map(({ id }: { id: string }) => id)).toEqual([worry, work, breath]);
  });

  it('tells when the text changed after it was published', async () => {
    const { data } = await get(`/Articles/${work}`);
    expect(data.publishedAt).toBe(daysAgo(20).toISOString());
    expect(data.updatedAt).toBe(daysAgo(2).toISOString());
  });

  it('is 404 for an unknown or scheduled article, 400 for an id that is none', async () => {
    for (const id of [scheduled, '00000000-0000-4000-8000-000000000000']) {
      const { response } = await get(`/Articles/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe(ErrorCode.NotFound);
    }
    expect((await get('/Articles/not-an-id')).response.statusCode).toBe(400);
  });
});

describe('GET /ArticleAuthors', () => {
  it('lists the authors who have published, with their counts', async () => {
    const { data } = await get('/ArticleAuthors');
    expect(
      data.map(({ id, articleCount }: { id: number; articleCount: number }) => [id, articleCount]),
    ).toEqual([
      [editors, 1],
      [yijunAuthor, 4],
    ]);
    expect(data[0]).toEqual({
      id: editors,
      name: '心理專欄編輯部',
      title: '編輯部',
      bio: '心理專欄編輯部的介紹。',
      counselorId: null,
      photo: null,
      articleCount: 1,
    });
  });

  it('answers one author, 404 for an unknown one', async () => {
    expect((await get(`/ArticleAuthors/${silent}`)).data).toEqual(
      expect.objectContaining({ id: silent, articleCount: 0 }),
    );
    const { response } = await get('/ArticleAuthors/9999');
    expect(response.statusCode).toBe(404);
  });

  it('keeps only the byline of a counselor who is no longer listed', async () => {
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, yijun.id));
    try {
      const { data } = await get(`/ArticleAuthors/${yijunAuthor}`);
      expect(data).toEqual(expect.objectContaining({ name: '陳怡君', counselorId: null, photo: null }));
    } finally {
      await db.update(users).set({ disabledAt: null }).where(eq(users.id, yijun.id));
    }
  });
});

describe('the articles table', () => {
  it('refuses an empty title, a text over its limit, an unknown scale and an update dated before publishing', async () => {
    const attempts = [
      { title: '  ' },
      { body: '字'.repeat(20_001) },
      { scale: 'phq9' as never },
      { updatedAt: daysAgo(40) },
    ];
    for (const values of attempts) {
      await expect(
        db.insert(articles).values({
          authorId: editors,
          title: '標題',
          summary: '摘要',
          body: '內文',
          publishedAt: daysAgo(30),
          updatedAt: daysAgo(30),
          ...values,
        }),
      ).rejects.toThrow();
    }
    expect((await get('/Articles')).data.totalRecords).toBe(5);
  });
});
