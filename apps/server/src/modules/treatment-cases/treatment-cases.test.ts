import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TCase } from '@app/contracts/treatment-cases';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { treatmentCases, treatmentRecords } from '../../db/schema/treatment-cases.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { auditRowsAbout, refusalCode } from '../audit/audit-test-helpers.ts';
import { at, insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

type THeaders = { authorization: string };
const base = (locale = 'zh-tw') => `/api/${locale}/Counselor/Cases`;

const openCase = (headers: THeaders, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: base(locale), headers, payload });
const readCase = (headers: THeaders, id: string) => app.inject({ url: `${base()}/${id}`, headers });
const addRecord = (headers: THeaders, id: string, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'POST', url: `${base(locale)}/${id}/Records`, headers, payload });
const closeCase = (headers: THeaders, id: string, payload: object) =>
  app.inject({ method: 'POST', url: `${base()}/${id}/Close`, headers, payload });
const updateCase = (headers: THeaders, id: string, payload: object) =>
  app.inject({ method: 'PUT', url: `${base()}/${id}`, headers, payload });
const listCases = (headers: THeaders, query = '') =>
  app.inject({ url: `${base()}?start_page=0&page_size=20${query}`, headers });

const basics = {
  target: 'self',
  issues: ['anxiety', 'sleep'],
  goal: '讓入睡時間回到 30 分鐘內',
  processStatus: 'intake',
};
const closing = { closeType: 'goal_met', effectivenessScore: 4, summary: '睡眠穩定，當事人決定先暫停晤談。' };

/** A counselor and a client with a held session between them, and the session's id. */
async function counselorWithClient() {
  const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName: '林諮商' });
  const client = await createSignedInUser(testApp, { role: 'client', nickname: '阿哲' });
  const courseId = await insertCourse(db, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: at(-48),
    status: CourseStatus.Completed,
  });
  return { counselor, client, courseId };
}

/** A counselor's open case for their client, as the API answered it. */
async function openedCase() {
  const parties = await counselorWithClient();
  const response = await openCase(parties.counselor.headers, { ...basics, clientId: parties.client.id });
  expect(response.statusCode).toBe(200);
  return { ...parties, file: response.json().data as TCase };
}

describe('a counselor opens a case', () => {
  it('numbers it, keeps the goal sealed, lists it, and records the opening', async () => {
    const { counselor, client, file } = await openedCase();
    expect(file).toMatchObject({
      caseNumber: 'C0001',
      client: { id: client.id, nickName: '阿哲' },
      status: 'new',
      processStatus: 'intake',
      target: 'self',
      issues: ['anxiety', 'sleep'],
      goal: '讓入睡時間回到 30 分鐘內',
      recordCount: 0,
      records: [],
      closedAt: null,
    });
    expect(file.sessions).toHaveLength(1);

    const [stored] = await db.select().from(treatmentCases).where(eq(treatmentCases.id, file.id));
    expect(stored?.goal).toMatch(/^v1\./);
    expect(stored?.goal).not.toContain('入睡');

    const list = (await listCases(counselor.headers)).json().data;
    expect(list).toMatchObject({
      totalRecords: 1,
      records: [{ id: file.id, caseNumber: 'C0001', status: 'new', client: { nickName: '阿哲' } }],
    });
    expect(list.records[0]).not.toHaveProperty('goal');

    const rows = await auditRowsAbout(db, file.id);
    expect(rows.map((row) => row.action)).toEqual(['case.opened']);
    expect(rows[0]).toMatchObject({ actorUserId: counselor.id, subjectType: 'treatment_case' });
    expect(JSON.stringify(rows[0]?.details)).not.toContain('入睡');
  });

  it('lists the clients a case may be opened for, with their open case, or the client of one session', async () => {
    const { counselor, client, courseId, file } = await openedCase();
    const other = await createSignedInUser(testApp, { role: 'client', nickname: '小雯' });
    await insertCourse(db, { clientId: other.id, counselorId: counselor.id, startsAt: at(24) });
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    await insertCourse(db, {
      clientId: stranger.id,
      counselorId: counselor.id,
      startsAt: at(30),
      status: CourseStatus.Canceled,
    });
    const clients = async (query = '', headers = counselor.headers) =>
      (await app.inject({ url: `/api/zh-tw/Counselor/CaseClients${query}`, headers })).json().data.clients;
    expect(await clients()).toEqual([
      { id: other.id, nickName: '小雯', lastSessionAt: at(24).toISOString(), openCaseId: null },
      { id: client.id, nickName: '阿哲', lastSessionAt: at(-48).toISOString(), openCaseId: file.id },
    ]);

    // Where a session's notes go: its client, and their open case.
    expect(await clients(`?courseId=${courseId}`)).toEqual([
      { id: client.id, nickName: '阿哲', lastSessionAt: at(-48).toISOString(), openCaseId: file.id },
    ]);
    const elsewhere = await counselorWithClient();
    expect(await clients(`?courseId=${elsewhere.courseId}`)).toEqual([]);
    expect(await clients(`?courseId=${courseId}`, elsewhere.counselor.headers)).toEqual([]);
  });

  it('numbers each counselor’s cases on their own, and opens a new case once the last is closed', async () => {
    const { counselor, client, file } = await openedCase();
    const second = await counselorWithClient();
    const theirs = await openCase(second.counselor.headers, { ...basics, clientId: second.client.id });
    expect(theirs.json().data.caseNumber).toBe('C0001');

    const again = await openCase(counselor.headers, { ...basics, clientId: client.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.CaseAlreadyOpen);

    expect((await closeCase(counselor.headers, file.id, closing)).statusCode).toBe(200);
    const reopened = await openCase(counselor.headers, { ...basics, clientId: client.id });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.caseNumber).toBe('C0002');
  });

  it('refuses a client without a booked session, naming the rule, and writes nothing', async () => {
    const { counselor } = await counselorWithClient();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    await insertCourse(db, {
      clientId: stranger.id,
      counselorId: counselor.id,
      startsAt: at(5),
      status: CourseStatus.Canceled,
    });
    const response = await openCase(counselor.headers, { ...basics, clientId: stranger.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error_code: ErrorCode.CaseClientNotEligible,
      message: '只能為已預約或已進行諮商的個案開案',
    });
    expect(await db.select().from(treatmentCases).where(eq(treatmentCases.clientId, stranger.id))).toEqual(
      [],
    );
  });

  it('refuses bad input naming each field in the locale', async () => {
    const { counselor, client } = await counselorWithClient();
    const response = await openCase(
      counselor.headers,
      { clientId: client.id, target: 'cat', issues: ['anxiety', 'anxiety'], goal: ' ', processStatus: 'x' },
      'en-us',
    );
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('Choose whom the work is with');
    expect(message).toContain('Choose 1 to 5 main issues');
    expect(message).toContain('Write the goal of the work');
    expect(message).toContain('Choose the stage of the treatment');
    expect(await db.select().from(treatmentCases).where(eq(treatmentCases.clientId, client.id))).toEqual([]);
  });
});

describe('records in a case', () => {
  it('keeps each record sealed and as written, makes the case ongoing at its stage, and records it', async () => {
    const { counselor, courseId, file } = await openedCase();
    const added = await addRecord(counselor.headers, file.id, {
      processStatus: 'interview',
      content: '入睡時間縮短到 45 分鐘。\n下次談與指導教授的溝通。',
      courseId,
    });
    expect(added.statusCode).toBe(200);
    const updated = added.json().data as TCase;
    expect(updated).toMatchObject({
      status: 'ongoing',
      processStatus: 'interview',
      recordCount: 1,
      records: [
        {
          processStatus: 'interview',
          content: '入睡時間縮短到 45 分鐘。\n下次談與指導教授的溝通。',
          course: { id: courseId, startTime: at(-48).toISOString(), status: CourseStatus.Completed },
        },
      ],
    });
    const [stored] = await db.select().from(treatmentRecords).where(eq(treatmentRecords.caseId, file.id));
    expect(stored?.content).toMatch(/^v1\./);
    expect((await listCases(counselor.headers, '&status=ongoing')).json().data.records).toMatchObject([
      { id: file.id, recordCount: 1, lastRecordAt: stored?.writtenAt.toISOString() },
    ]);
    expect((await listCases(counselor.headers, '&status=new')).json().data.totalRecords).toBe(0);

    // The database keeps it as written, whoever asks.
    expect(
      await refusalCode(
        db
          .update(treatmentRecords)
          .set({ processStatus: 'advisory' })
          .where(eq(treatmentRecords.caseId, file.id)),
      ),
    ).toBe('55000');
    expect(await refusalCode(db.delete(treatmentRecords).where(eq(treatmentRecords.caseId, file.id)))).toBe(
      '55000',
    );
    const actions = (await auditRowsAbout(db, file.id)).map((row) => row.action);
    expect(actions).toEqual(['case.opened', 'case.record_added']);
  });

  it('names only sessions that took place: held or interrupted, not booked ahead', async () => {
    const { counselor, client, courseId, file } = await openedCase();
    const interrupted = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: at(-24),
      status: CourseStatus.Canceled,
    });
    await db
      .update(courses)
      .set({ interruptedAt: at(-23.5) })
      .where(eq(courses.id, interrupted));
    const ahead = await insertCourse(db, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: at(24),
    });
    const sessions = (await readCase(counselor.headers, file.id)).json().data.sessions;
    expect(sessions.map((session: { id: string }) => session.id)).toEqual([interrupted, courseId]);
    const onInterrupted = await addRecord(counselor.headers, file.id, {
      processStatus: 'interview',
      content: '晤談中當事人情緒激動，中止晤談並確認安全計畫。',
      courseId: interrupted,
    });
    expect(onInterrupted.json().data.records[0].course).toMatchObject({
      id: interrupted,
      status: CourseStatus.Canceled,
    });
    const onAhead = await addRecord(counselor.headers, file.id, {
      processStatus: 'interview',
      content: '預先寫的紀錄',
      courseId: ahead,
    });
    expect(onAhead.statusCode).toBe(400);
  });

  it('refuses a session that is not the case’s, naming the field, and adds nothing', async () => {
    const { counselor, file } = await openedCase();
    const elsewhere = await counselorWithClient();
    const response = await addRecord(
      counselor.headers,
      file.id,
      { processStatus: 'interview', content: '紀錄', courseId: elsewhere.courseId },
      'en-us',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Choose one of this client's sessions");
    const empty = await addRecord(counselor.headers, file.id, { processStatus: 'interview', content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('請寫下紀錄內容');
    expect((await readCase(counselor.headers, file.id)).json().data.records).toEqual([]);
  });
});

describe('reading a case', () => {
  it('records every opening of the file, without its text', async () => {
    const { counselor, file } = await openedCase();
    expect((await readCase(counselor.headers, file.id)).json().data.goal).toBe(basics.goal);
    await readCase(counselor.headers, file.id);
    const reads = (await auditRowsAbout(db, file.id)).filter((row) => row.action === 'case.read');
    expect(reads).toHaveLength(2);
    expect(JSON.stringify(reads.map((row) => row.details))).not.toContain('入睡');
  });

  it('is the counselor’s alone: another counselor finds nothing, a client is refused', async () => {
    const { client, file } = await openedCase();
    const other = await counselorWithClient();
    for (const attempt of [
      readCase(other.counselor.headers, file.id),
      addRecord(other.counselor.headers, file.id, { processStatus: 'interview', content: '紀錄' }),
      updateCase(other.counselor.headers, file.id, basics),
      closeCase(other.counselor.headers, file.id, closing),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await listCases(other.counselor.headers)).json().data.records.map((row: TCase) => row.id),
    ).not.toContain(file.id);
    expect((await readCase(client.headers, file.id)).statusCode).toBe(403);
    expect((await listCases(client.headers)).statusCode).toBe(403);
    expect((await app.inject({ url: `${base()}/${file.id}` })).statusCode).toBe(401);
    const actions = (await auditRowsAbout(db, file.id)).map((row) => row.action);
    expect(actions).toEqual(['case.opened']);
  });
});

describe('changing and closing a case', () => {
  it('changes the basics of an open case and records the change', async () => {
    const { counselor, file } = await openedCase();
    const response = await updateCase(counselor.headers, file.id, {
      target: 'family',
      issues: ['family'],
      goal: '改善與父母的溝通',
      processStatus: 'advisory',
    });
    expect(response.json().data).toMatchObject({
      target: 'family',
      issues: ['family'],
      goal: '改善與父母的溝通',
      processStatus: 'advisory',
    });
    expect((await auditRowsAbout(db, file.id)).map((row) => row.action)).toContain('case.updated');
  });

  it('closes with its type, score and summary, after which nothing changes, even in SQL', async () => {
    const { counselor, file } = await openedCase();
    const closed = await closeCase(counselor.headers, file.id, closing);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      closeType: 'goal_met',
      effectivenessScore: 4,
      summary: closing.summary,
      closedAt: expect.any(String),
    });
    const [stored] = await db.select().from(treatmentCases).where(eq(treatmentCases.id, file.id));
    expect(stored?.summary).toMatch(/^v1\./);

    for (const attempt of [
      addRecord(counselor.headers, file.id, { processStatus: 'interview', content: '補記' }),
      updateCase(counselor.headers, file.id, basics),
      closeCase(counselor.headers, file.id, closing),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error_code: ErrorCode.CaseClosed,
        message: '這個個案已結案，紀錄不能再更動',
      });
    }
    expect(
      await refusalCode(
        db.update(treatmentCases).set({ status: 'ongoing' }).where(eq(treatmentCases.id, file.id)),
      ),
    ).toBe('55000');
    expect(
      await refusalCode(
        db.execute(
          sql`insert into treatment_records (case_id, process_status, content, written_at) values (${file.id}, 'interview', 'x', now())`,
        ),
      ),
    ).toBe('55000');
    const actions = (await auditRowsAbout(db, file.id)).map((row) => row.action);
    expect(actions).toEqual(['case.opened', 'case.closed']);
  });

  it('refuses a closing without its type, score or summary, and the case stays open', async () => {
    const { counselor, file } = await openedCase();
    const response = await closeCase(counselor.headers, file.id, {
      closeType: 'done',
      effectivenessScore: 6,
    });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    expect(message).toContain('請選擇結案類型');
    expect(message).toContain('請評估成效');
    expect(message).toContain('請寫下結案摘要');
    expect((await readCase(counselor.headers, file.id)).json().data.status).toBe('new');
  });
});
