import { CourseCreateType, CourseLength, IssueCourseApproveStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TTopicFormInput } from '@app/contracts/issue-courses';
import { MailType } from '@app/contracts/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { auditRowsAbout, readAuditLog } from '../audit/audit-test-helpers.ts';
import { createCounselorWithSchedule, type TTopicCaller } from './topic-test-helpers.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;
const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;

const counselorWithSchedule = (fullName?: string) => createCounselorWithSchedule(testApp, fullName);

const form: TTopicFormInput = {
  createType: CourseCreateType.New,
  category: 'stress',
  customCategory: '職場',
  targetAudience: '剛進職場的新鮮人',
  keywords: '職場壓力, 新鮮人 適應',
  title: '職場新鮮人的壓力調適',
  description: '一起整理進入職場後的壓力來源。',
  detail: '第一次會談了解近況，之後每次練習一個方法。',
  coverVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  length: CourseLength.SixtyMinutes,
  price: 2400,
  isVisible: true,
};

function call(
  caller: TTopicCaller | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  locale = 'zh-tw',
) {
  return app.inject({
    method,
    url: `/api/${locale}${url}`,
    ...(caller ? { headers: caller.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function created(counselor: TTopicCaller, values: Partial<TTopicFormInput> = {}): Promise<string> {
  const response = await call(counselor, 'POST', '/CounselorIssueCourse', { ...form, ...values });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function expectStatus(counselor: TTopicCaller, id: string, status: number) {
  const response = await call(counselor, 'GET', `/CounselorIssueCourse/${id}`);
  expect(response.json().data.approveStatus).toBe(status);
  return response.json().data;
}

const mailTypesOf = async (userId: string) =>
  (await db.select({ type: mails.type }).from(mails).where(eq(mails.userId, userId))).map((m) => m.type);

const expert = await createSignedInUser(testApp, { role: 'expert' });

const byAction = (a: { action: string }, b: { action: string }) => a.action.localeCompare(b.action);

describe('creating a topic', () => {
  it('stores a draft with normalised keywords, and refuses a counselor without service times', async () => {
    const counselor = await counselorWithSchedule();
    const id = await created(counselor);
    const topic = await expectStatus(counselor, id, Editing);
    expect(topic.fields).toMatchObject({ title: form.title, keywords: '職場壓力 新鮮人 適應', price: 2400 });
    expect(topic.history).toEqual([expect.objectContaining({ action: 'created', toStatus: Editing })]);

    const unscheduled = await createSignedInUser(testApp, { role: 'counselor' });
    const refused = await call(unscheduled, 'POST', '/CounselorIssueCourse', form);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error_code: ErrorCode.ScheduleNotSet,
      message: '請先設定服務時段，才能建立主題',
    });
  });

  it('refuses bad fields with the spec message naming the field, and changes nothing', async () => {
    const counselor = await counselorWithSchedule();
    const cases: [Partial<TTopicFormInput>, string, string][] = [
      [{ title: '字'.repeat(31) }, 'title', '請輸入標題（最多 30 字）'],
      [{ price: 1900 }, 'price', '60 分鐘與 90 分鐘的主題，價格至少 2000'],
      [{ price: 2450 }, 'price', '價格須為 100 的倍數的整數'],
      [{ length: CourseLength.ThirtyMinutes, price: 400 }, 'price', '較短的主題，價格至少 500'],
      [{ coverVideoUrl: 'https://youtu.be/short' }, 'coverVideoUrl', 'YouTube'],
      [{ description: '字'.repeat(301) }, 'description', '300'],
      [{ detail: '字'.repeat(3001) }, 'detail', '3000'],
    ];
    for (const [values, field, message] of cases) {
      const response = await call(counselor, 'POST', '/CounselorIssueCourse', { ...form, ...values });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(field);
      expect(response.json().message, field).toContain(message);
    }
    const mine = await call(counselor, 'GET', '/CounselorIssueCourse/me?get_by_page=false');
    expect(mine.json().data.totalRecords).toBe(0);
    // A shorter length may cost less than 2000.
    await created(counselor, { length: CourseLength.ThirtyMinutes, price: 800 });
  });

  it('refuses clients, experts and anonymous callers', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await call(client, 'POST', '/CounselorIssueCourse', form)).statusCode).toBe(403);
    expect((await call(expert, 'POST', '/CounselorIssueCourse', form)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/CounselorIssueCourse', form)).statusCode).toBe(401);
  });
});

describe('the review workflow', () => {
  it('submits with a note, is rejected with a comment, revised, resubmitted and accepted, with mails and history', async () => {
    const counselor = await counselorWithSchedule('林安');
    const id = await created(counselor);

    const noNote = await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('revisionNote');
    await expectStatus(counselor, id, Editing);

    expect(
      (await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '第一版' }))
        .statusCode,
    ).toBe(200);
    await expectStatus(counselor, id, UnderReview);
    // Waiting for review: changes wait until the counselor withdraws it.
    const locked = await call(counselor, 'PUT', `/CounselorIssueCourse/${id}`, form);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error_code).toBe(ErrorCode.TopicUnderReview);

    const queue = await call(expert, 'GET', '/IssueCourse/PendingReviewList');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        id,
        approveStatus: UnderReview,
        revisionNote: '第一版',
        approved: null,
        counselor: { id: counselor.id, fullName: '林安' },
      }),
    );

    const noComment = await call(expert, 'POST', `/IssueCourse/${id}/Review`, {
      approve: false,
      comment: '',
    });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().message).toContain('comment');
    const rejected = await call(expert, 'POST', `/IssueCourse/${id}/Review`, {
      approve: false,
      comment: '請補充適合對象',
    });
    expect(rejected.json().data).toEqual({ id, approveStatus: Editing });
    expect((await expectStatus(counselor, id, Editing)).reviewComment).toBe('請補充適合對象');

    await call(counselor, 'PUT', `/CounselorIssueCourse/${id}`, {
      ...form,
      targetAudience: '剛畢業的上班族',
    });
    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '補上適合對象' });
    const accepted = await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true });
    expect(accepted.json().data).toEqual({ id, approveStatus: Audited });

    const topic = await expectStatus(counselor, id, Audited);
    expect(topic.reviewComment).toBeNull();
    expect(topic.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'submitted',
      'rejected',
      'submitted',
      'accepted',
    ]);
    expect(topic.history[2]).toMatchObject({ note: '請補充適合對象', actor: { id: expert.id } });

    // The audit trail holds every move too, with who made it, from where, and why.
    const trail = await auditRowsAbout(db, id);
    const byCounselor = { actorUserId: counselor.id, actorRole: 'counselor' };
    const byExpert = { actorUserId: expert.id, actorRole: 'expert' };
    expect(
      trail.map(({ action, actorUserId, actorRole }) => ({ action, actorUserId, actorRole })).sort(byAction),
    ).toEqual(
      [
        { action: 'topic.created', ...byCounselor },
        { action: 'topic.submitted', ...byCounselor },
        { action: 'topic.submitted', ...byCounselor },
        { action: 'topic.rejected', ...byExpert },
        { action: 'topic.accepted', ...byExpert },
      ].sort(byAction),
    );
    for (const row of trail) {
      expect(row).toMatchObject({ subjectType: 'topic', ip: '127.0.0.1', requestId: expect.any(String) });
    }
    const [rejection] = (
      await readAuditLog(app, expert.headers, { action: 'topic.rejected', user: expert.id })
    ).records;
    expect(rejection).toMatchObject({
      subjectType: 'topic',
      subjectId: id,
      details: { title: form.title, from: UnderReview, to: Editing, note: '請補充適合對象' },
    });

    expect(await mailTypesOf(counselor.id)).toEqual(
      expect.arrayContaining([
        MailType.ApproveCourse,
        MailType.CourseRejectedToCounselor,
        MailType.ApproveResult,
      ]),
    );
    expect(await mailTypesOf(expert.id)).toEqual(
      expect.arrayContaining([MailType.RejectResultToExpert, MailType.ApproveResultToExpert]),
    );
    const published = await call(null, 'GET', `/IssueCourse/${id}`);
    expect(published.json().data).toMatchObject({
      targetAudience: '剛畢業的上班族',
      coverVideoId: 'dQw4w9WgXcQ',
    });
  });

  it('keeps an approved topic published as approved while its edit waits, and publishes the edit once accepted', async () => {
    const counselor = await counselorWithSchedule();
    const id = await created(counselor, { title: '原本的標題' });
    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '第一版' });
    await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true });

    const edited = await call(counselor, 'PUT', `/CounselorIssueCourse/${id}`, {
      ...form,
      title: '新的標題',
    });
    expect(edited.json().data).toMatchObject({
      approveStatus: Audited,
      hasPendingRevision: true,
      fields: { title: '新的標題' },
      approved: { title: '原本的標題' },
    });
    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '改標題' });
    await expectStatus(counselor, id, EditedUnderReview);
    expect((await call(null, 'GET', `/IssueCourse/${id}`)).json().data.title).toBe('原本的標題');
    const pending = (await call(expert, 'GET', '/IssueCourse/PendingReviewList')).json().data;
    expect(pending).toContainEqual(
      expect.objectContaining({
        id,
        proposed: expect.objectContaining({ title: '新的標題' }),
        approved: expect.objectContaining({ title: '原本的標題' }),
      }),
    );

    // Withdrawn: back to the approved version, the revision kept to change.
    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Withdraw`);
    expect(await expectStatus(counselor, id, Audited)).toMatchObject({ hasPendingRevision: true });
    await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '改標題' });
    await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true });
    expect(await expectStatus(counselor, id, Audited)).toMatchObject({ hasPendingRevision: false });
    expect((await call(null, 'GET', `/IssueCourse/${id}`)).json().data.title).toBe('新的標題');

    // The trail names the revision's title where the revision moved, and the withdrawal.
    const trail = await auditRowsAbout(db, id);
    expect(trail.filter((row) => row.action === 'topic.withdrawn')).toEqual([
      expect.objectContaining({
        actorUserId: counselor.id,
        details: { title: '新的標題', from: EditedUnderReview, to: Audited },
      }),
    ]);
    expect(trail.filter((row) => row.action === 'topic.accepted').map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { title: '原本的標題', from: UnderReview, to: Audited },
        { title: '新的標題', from: EditedUnderReview, to: Audited },
      ]),
    );
  });

  it('refuses moves the workflow does not allow', async () => {
    const counselor = await counselorWithSchedule();
    const id = await created(counselor);
    expect((await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Withdraw`)).statusCode).toBe(409);
    expect((await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true })).statusCode).toBe(409);
    await expectStatus(counselor, id, Editing);
    // A refused move leaves no trace in the trail.
    expect((await auditRowsAbout(db, id)).map((row) => row.action)).toEqual(['topic.created']);
  });
});

describe('who may touch a topic', () => {
  it("keeps a counselor out of another's topic, and reviews to experts", async () => {
    const owner = await counselorWithSchedule();
    const other = await counselorWithSchedule();
    const client = await createSignedInUser(testApp, { role: 'client' });
    const id = await created(owner);
    for (const response of [
      await call(other, 'GET', `/CounselorIssueCourse/${id}`),
      await call(other, 'PUT', `/CounselorIssueCourse/${id}`, { ...form, title: '搶來的' }),
      await call(other, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '偷偷送審' }),
    ])
      expect(response.statusCode).toBe(404);
    expect((await expectStatus(owner, id, Editing)).fields.title).toBe(form.title);

    await call(owner, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '送審' });
    for (const caller of [owner, client]) {
      expect((await call(caller, 'POST', `/IssueCourse/${id}/Review`, { approve: true })).statusCode).toBe(
        403,
      );
      expect((await call(caller, 'GET', '/IssueCourse/PendingReviewList')).statusCode).toBe(403);
    }
    expect((await call(null, 'POST', `/IssueCourse/${id}/Review`, { approve: true })).statusCode).toBe(401);
    expect((await call(null, 'GET', '/IssueCourse/PendingReviewList')).statusCode).toBe(401);
    await expectStatus(owner, id, UnderReview);
    const sent = await db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, owner.id), eq(mails.type, MailType.ApproveResult)));
    expect(sent).toHaveLength(0);
  });
});

describe('public search', () => {
  it('finds approved, visible topics by keyword, title or counselor name, and by length and price', async () => {
    const counselor = await counselorWithSchedule('周曉雯');
    const publish = async (values: Partial<TTopicFormInput>) => {
      const id = await created(counselor, values);
      await call(counselor, 'POST', `/CounselorIssueCourse/${id}/Submit`, { revisionNote: '送審' });
      await call(expert, 'POST', `/IssueCourse/${id}/Review`, { approve: true });
      return id;
    };
    const insomnia = await publish({ title: '失眠的夜', keywords: '睡眠,失眠', price: 3000 });
    const short = await publish({
      title: '短談',
      keywords: '試談',
      length: CourseLength.ThirtyMinutes,
      price: 900,
    });
    const hidden = await publish({ title: '不公開', keywords: '睡眠', isVisible: false });
    const ids = async (query: string) =>
      (await call(null, 'GET', `/CounselorIssueCourse/List?page_size=100&${query}`))
        .json()
        .data.records.map((topic: { id: string }) => topic.id);
    expect(await ids(`keyword=${encodeURIComponent('睡眠')}`)).toEqual([insomnia]);
    expect(await ids(`keyword=${encodeURIComponent('曉雯')}`)).toEqual(
      expect.arrayContaining([insomnia, short]),
    );
    expect(await ids(`keyword=${encodeURIComponent('曉雯')}`)).not.toContain(hidden);
    expect(await ids(`keyword=${encodeURIComponent('曉雯')}&length=2`)).toEqual([short]);
    expect(await ids(`keyword=${encodeURIComponent('曉雯')}&minPrice=2500&maxPrice=3000`)).toEqual([
      insomnia,
    ]);
    // Service times from tomorrow: bookable this week for both lengths.
    expect(await ids(`keyword=${encodeURIComponent('曉雯')}&hasSlotThisWeek=true`)).toEqual(
      expect.arrayContaining([insomnia, short]),
    );
  });
});
