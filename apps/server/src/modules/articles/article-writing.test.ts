import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { articleAuthors, articles } from '../../db/schema/articles.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, signIn, type TTestUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;

const writer = await createUser(database, { role: 'counselor', fullName: '陳怡君' });
await db
  .update(counselorProfiles)
  .set({ aboutMe: '陪伴焦慮與壓力中的你。' })
  .where(eq(counselorProfiles.userId, writer.id));
const otherCounselor = await createUser(database, { role: 'counselor', fullName: '林志明' });
const expert = await createUser(database, { role: 'expert' });
const client = await createUser(database, { role: 'client' });

async function call(
  user: TTestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = user ? await signIn(testApp, user) : {};
  const response = await app.inject({
    method,
    url: `/api/zh-tw${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { response, body: response.json() };
}

const draft = { title: '與焦慮相處', summary: '焦慮來時，先照顧身體。', body: '## 先呼吸\n\n吐氣比吸氣長。' };

async function startArticle(values: object = draft) {
  const { response, body } = await call(writer, 'POST', '/Counselor/Articles', values);
  expect(response.statusCode).toBe(200);
  return body.data.id as string;
}

describe('a counselor writing for the column', () => {
  it('starts a draft under a byline made from their profile, and keeps one byline', async () => {
    const { response, body } = await call(writer, 'POST', '/Counselor/Articles', { title: '  只有標題  ' });
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      title: '只有標題',
      status: 'draft',
      summary: '',
      body: '',
      blocks: [],
      submittedAt: null,
      publishedAt: null,
      reviewComment: null,
      author: { name: '陳怡君', title: '諮商心理師' },
    });
    await startArticle();
    const bylines = await db.select().from(articleAuthors).where(eq(articleAuthors.counselorId, writer.id));
    expect(bylines).toEqual([expect.objectContaining({ name: '陳怡君', bio: '陪伴焦慮與壓力中的你。' })]);
    expect(bylines[0]!.id).toBeGreaterThanOrEqual(100);
  });

  it('refuses a missing or too long title, naming it in the reader’s language, and writes nothing', async () => {
    const before = (await db.select().from(articles)).length;
    const empty = await call(writer, 'POST', '/Counselor/Articles', { title: '   ' });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.body.error_code).toBe(ErrorCode.ValidationFailed);
    expect(empty.body.message).toContain('請填寫文章標題');
    const long = await call(writer, 'POST', '/Counselor/Articles', { title: '字'.repeat(61) });
    expect(long.response.statusCode).toBe(400);
    expect((await db.select().from(articles)).length).toBe(before);
  });

  it('sends an article for review only with a summary and a text, naming what is missing', async () => {
    const id = await startArticle({ title: '還沒寫完' });
    const refused = await call(writer, 'POST', `/Counselor/Articles/${id}/Submit`);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.body.message).toContain('請寫下文章摘要');
    expect(refused.body.message).toContain('請寫下文章內容');
    expect((await call(writer, 'GET', `/Counselor/Articles/${id}`)).body.data.status).toBe('draft');

    const edited = await call(writer, 'PUT', `/Counselor/Articles/${id}`, draft);
    expect(edited.body.data.blocks).toEqual([
      { kind: 'heading', text: '先呼吸' },
      { kind: 'paragraph', text: '吐氣比吸氣長。' },
    ]);
    const sent = await call(writer, 'POST', `/Counselor/Articles/${id}/Submit`);
    expect(sent.response.statusCode).toBe(200);
    expect(sent.body.data.status).toBe('in_review');
    expect(sent.body.data.submittedAt).not.toBeNull();
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'article.submitted')));
    expect(trail).toHaveLength(1);

    // With the experts, it is no longer the author's to change or discard.
    for (const [method, url, payload] of [
      ['PUT', `/Counselor/Articles/${id}`, draft],
      ['DELETE', `/Counselor/Articles/${id}`, undefined],
      ['POST', `/Counselor/Articles/${id}/Submit`, undefined],
    ] as const) {
      const { response, body } = await call(writer, method, url, payload);
      expect(response.statusCode).toBe(409);
      expect(body.error_code).toBe(ErrorCode.ArticleNotEditable);
    }
  });

  it('lists their own articles, the latest change first, filtered by status', async () => {
    const { body } = await call(writer, 'GET', '/Counselor/Articles?status=draft');
    expect(body.data.totalRecords).toBeGreaterThanOrEqual(2);
    for (const record of body.data.records) expect(record.status).toBe('draft');
    const { body: none } = await call(otherCounselor, 'GET', '/Counselor/Articles');
    expect(none.data).toEqual({ totalRecords: 0, records: [] });
  });

  it('discards a draft', async () => {
    const id = await startArticle({ title: '不要了' });
    expect((await call(writer, 'DELETE', `/Counselor/Articles/${id}`)).response.statusCode).toBe(200);
    expect((await call(writer, 'GET', `/Counselor/Articles/${id}`)).response.statusCode).toBe(404);
  });

  it('is its author’s alone: another counselor finds nothing, a client or a visitor is refused', async () => {
    const id = await startArticle();
    for (const [method, url, payload] of [
      ['GET', `/Counselor/Articles/${id}`, undefined],
      ['PUT', `/Counselor/Articles/${id}`, draft],
      ['DELETE', `/Counselor/Articles/${id}`, undefined],
      ['POST', `/Counselor/Articles/${id}/Submit`, undefined],
    ] as const) {
      expect((await call(otherCounselor, method, url, payload)).response.statusCode).toBe(404);
      expect((await call(client, method, url, payload)).response.statusCode).toBe(403);
      expect((await call(null, method, url, payload)).response.statusCode).toBe(401);
    }
    expect((await call(writer, 'GET', `/Counselor/Articles/${id}`)).body.data.title).toBe(draft.title);
  });
});

describe('an expert reviewing articles', () => {
  async function sentArticle(title: string) {
    const id = await startArticle({ ...draft, title });
    await call(writer, 'POST', `/Counselor/Articles/${id}/Submit`);
    return id;
  }

  it('sees what was sent, the oldest first, never a draft', async () => {
    const first = await sentArticle('先送的');
    clock.advance(60_000);
    const second = await sentArticle('後送的');
    const hidden = await startArticle({ title: '草稿' });
    const { body } = await call(expert, 'GET', '/Expert/Articles?page_size=100');
    const ids = body.data.records.map(({ id }: { id: string }) => id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(hidden);
    expect((await call(expert, 'GET', `/Expert/Articles/${hidden}`)).response.statusCode).toBe(404);
    expect((await call(expert, 'GET', `/Expert/Articles/${first}`)).body.data.body).toBe(draft.body);
    expect((await call(writer, 'GET', '/Expert/Articles')).response.statusCode).toBe(403);
  });

  it('returns an article only with a comment; its author reads it, changes the text and sends it again', async () => {
    const id = await sentArticle('要修改的');
    const bare = await call(expert, 'POST', `/Expert/Articles/${id}/Review`, { approve: false });
    expect(bare.response.statusCode).toBe(400);
    expect(bare.body.message).toContain('審核意見');
    const returned = await call(expert, 'POST', `/Expert/Articles/${id}/Review`, {
      approve: false,
      comment: '請補上可以求助的資源。',
    });
    expect(returned.body.data).toMatchObject({ status: 'returned', reviewComment: '請補上可以求助的資源。' });

    const own = await call(writer, 'GET', `/Counselor/Articles/${id}`);
    expect(own.body.data.reviewComment).toBe('請補上可以求助的資源。');
    await call(writer, 'PUT', `/Counselor/Articles/${id}`, {
      ...draft,
      title: '要修改的',
      body: `${draft.body}\n\n安心專線 1925。`,
    });
    const again = await call(writer, 'POST', `/Counselor/Articles/${id}/Submit`);
    expect(again.body.data.status).toBe('in_review');
  });

  it('publishes an article: anyone reads it at once, its author gets mail 18, and it cannot be decided twice', async () => {
    const id = await sentArticle('刊出的文章');
    const published = await call(expert, 'POST', `/Expert/Articles/${id}/Review`, { approve: true });
    expect(published.response.statusCode).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', reviewComment: null });

    const page = await app.inject({ url: `/api/zh-tw/Articles/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      title: '刊出的文章',
      author: { name: '陳怡君', counselorId: null },
    });

    const [mail] = await db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, writer.id), eq(mails.type, MailType.ArticleLaunched)));
    expect(mail).toMatchObject({ link: `/article/authors/author/articlecontent?id=${id}` });
    expect(mail?.message).toContain('刊出的文章');

    const twice = await call(expert, 'POST', `/Expert/Articles/${id}/Review`, {
      approve: false,
      comment: '晚了',
    });
    expect(twice.response.statusCode).toBe(409);
    expect(twice.body.error_code).toBe(ErrorCode.ArticleNotInReview);
    expect((await call(writer, 'PUT', `/Counselor/Articles/${id}`, draft)).response.statusCode).toBe(409);
    const trail = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(trail.map(({ action }) => action).sort()).toEqual(['article.published', 'article.submitted']);
  });
});
