import { emptyApplicationSteps } from '@app/contracts/counselor-applications';
import { ApplyStatus, CourseStatus, DegreeType, type TApplyStatus, VerifyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import { LedgerReason, PaymentProvider } from '@app/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import {
  counselorApplicationDecisions,
  counselorApplications,
} from '../../db/schema/counselor-applications.ts';
import { courses } from '../../db/schema/courses.ts';
import { counselorLicenses } from '../../db/schema/license-changes.ts';
import { mails } from '../../db/schema/mail.ts';
import { applyFully, completeAnswers, saveStep } from '../../test/application-answers.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { insertRoomCourse } from '../../test/room-client.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, createUser, signIn } from '../../test/test-users.ts';
import { uploadFor } from '../../test/upload-files.ts';
import { ledgerAccount } from '../wallet/ledger.service.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const getOwn = (caller: { headers: { authorization: string } }) =>
  app.inject({ url: '/api/zh-tw/CounselorApplication', headers: caller.headers });
const submit = (caller: { headers: { authorization: string } }) =>
  app.inject({ method: 'POST', url: '/api/zh-tw/CounselorApplication/Submit', headers: caller.headers });
const decide = (
  caller: { headers: { authorization: string } },
  id: string,
  action: 'Approve' | 'Reject',
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/zh-tw/application/${id}/${action}`,
    headers: caller.headers,
    ...(payload ? { payload } : {}),
  });
const mailsOf = (userId: string) => db.select().from(mails).where(eq(mails.userId, userId));

/** Applying written directly (for the review list's order). */
async function insertApplication(status: TApplyStatus, submittedAt: Date | null, nickname = '申請人') {
  const applicant = await createUser(database, { role: 'client', nickname });
  const [row] = await db
    .insert(counselorApplications)
    .values({ applicantId: applicant.id, status, submittedAt })
    .returning({ id: counselorApplications.id });
  if (!row) throw new Error('application not inserted');
  return { id: row.id, applicant };
}

describe('GET and PUT /CounselorApplication (drafts per step)', () => {
  it('starts empty, saves a step with empty fields as a draft, and keeps the bank account encrypted', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const empty = await getOwn(client);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ id: null, status: ApplyStatus.None, completedSteps: [] });

    const draft = {
      ...emptyApplicationSteps.personalInfo,
      name: '林小華',
      bankAccountNumber: '00987654321000',
    };
    const saved = await saveStep(testApp, client, { step: 'personalInfo', data: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.answers.personalInfo).toMatchObject({
      name: '林小華',
      bankAccountNumber: '00987654321000',
    });
    expect(saved.json().data.completedSteps).toEqual([]);
    const [row] = await db
      .select()
      .from(counselorApplications)
      .where(eq(counselorApplications.applicantId, client.id));
    expect(row?.bankAccountNumber).not.toContain('00987654321000');
    expect(JSON.stringify(row?.data)).not.toContain('00987654321000');

    // Closing the browser loses nothing: a new sign-in reads the same draft.
    const again = await getOwn({ headers: await signIn(testApp, client) });
    expect(again.json().data.answers.personalInfo.name).toBe('林小華');
  });

  it('keeps the limits in drafts, naming the field: summary over 1000, six entries, six choices', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const entry = {
      company: 'A',
      department: '',
      position: 'B',
      start: '2020-01',
      end: '',
      working: true,
      summary: 'x'.repeat(1001),
    };
    const long = await saveStep(testApp, client, { step: 'experience', data: { entries: [entry] } });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields[0].field).toBe('data.entries.0.summary');
    const many = await saveStep(testApp, client, {
      step: 'experience',
      data: { entries: Array.from({ length: 6 }, () => ({ ...entry, summary: '' })) },
    });
    expect(many.json().data.fields[0]).toMatchObject({ field: 'data.entries' });
    expect(many.json().message).toContain('已達上限');
    const choices = await saveStep(testApp, client, {
      step: 'questionnaire',
      data: {
        ...emptyApplicationSteps.questionnaire,
        specialties: {
          first: ['anxiety', 'depression', 'sleep', 'stress', 'family', 'grief'],
          second: [],
          third: [],
        },
      },
    });
    expect(choices.statusCode).toBe(400);
    expect(choices.json().data.fields[0].field).toBe('data.specialties.first');
  });

  it("refuses another applicant's upload, or one of the wrong purpose, as a document", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const other = await createSignedInUser(testApp, { role: 'client' });
    const theirs = await uploadFor(testApp, other, 'passbook');
    const mineHeadshot = await uploadFor(testApp, client, 'headshot');
    const data = { ...emptyApplicationSteps.personalInfo, headshot: theirs, passbook: mineHeadshot };
    const refused = await saveStep(testApp, client, { step: 'personalInfo', data });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields.map((field: { field: string }) => field.field)).toEqual([
      'personalInfo.headshot',
      'personalInfo.passbook',
    ]);
  });

  it('is for clients only: counselors and experts get 403, no token 401', async () => {
    for (const role of ['counselor', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect((await getOwn(user)).statusCode, role).toBe(403);
      expect((await submit(user)).statusCode, role).toBe(403);
    }
    expect((await app.inject({ url: '/api/zh-tw/CounselorApplication' })).statusCode).toBe(401);
  });
});

describe('POST /CounselorApplication/Submit', () => {
  it("names every field still missing with the spec's messages, and the 'other' answer without text", async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await saveStep(testApp, client, {
      step: 'questionnaire',
      data: { ...emptyApplicationSteps.questionnaire, foundUs: { value: 'other', other: '' } },
    });
    const refused = await submit(client);
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().data.fields as { field: string; message: string }[];
    const byField = new Map(fields.map((field) => [field.field, field.message]));
    expect(byField.get('personalInfo.name')).toContain('不能為空白');
    expect(byField.get('education.entries')).toContain('請至少選擇一項');
    expect(byField.get('questionnaire.specialties.first')).toContain('請至少選擇一項');
    expect(byField.get('questionnaire.foundUs.other')).toContain('其他');
    expect((await getOwn(client)).json().data.status).toBe(ApplyStatus.None);
  });

  it('sends a complete application for review: status Applying, mail 11 to experts, then no more changes', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    const steps = await completeAnswers(testApp, client);
    for (const step of steps) expect((await saveStep(testApp, client, step)).statusCode).toBe(200);
    expect((await getOwn(client)).json().data.completedSteps).toHaveLength(6);
    const sent = await submit(client);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: ApplyStatus.Applying });
    expect(sent.json().data.submittedAt).not.toBeNull();

    expect((await mailsOf(expert.id)).some((mail) => mail.type === MailType.CounselorApply)).toBe(true);
    const [account] = await db.select().from(users).where(eq(users.id, client.id));
    expect(account?.applyCounselorStatus).toBe(ApplyStatus.Applying);
    expect((await saveStep(testApp, client, steps[0]!)).statusCode).toBe(409);
    expect((await submit(client)).statusCode).toBe(409);
  });
});

describe('GET /application', () => {
  it('answers an expert the applications waiting, oldest first, with every detail and document', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    const id = await applyFully(testApp, client);
    const earlier = await insertApplication(ApplyStatus.Applying, new Date('2020-01-02T00:00:00Z'));
    await insertApplication(ApplyStatus.None, null);
    await insertApplication(ApplyStatus.Rejected, new Date('2020-01-01T00:00:00Z'));

    const response = await app.inject({ url: '/api/zh-tw/application', headers: expert.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: string }[];
    const ids = list.map((application) => application.id);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(id));
    expect(ids).not.toContain(undefined);
    const mine = response.json().data.find((application: { id: string }) => application.id === id);
    expect(mine.applicant).toMatchObject({ id: client.id, email: client.email });
    expect(mine.answers.personalInfo).toMatchObject({ name: '王小明', bankAccountNumber: '00123456789012' });
    expect(Object.keys(mine.files)).toHaveLength(5);
    // The expert opens the passbook through its link; another client cannot, even with a token.
    const passbook = mine.files[mine.answers.personalInfo.passbook];
    expect((await app.inject({ url: passbook.url })).statusCode).toBe(200);
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    const plain = `/api/zh-tw/Upload/${passbook.id}`;
    expect((await app.inject({ url: plain, headers: stranger.headers })).statusCode).toBe(403);
  });

  it('refuses clients and counselors with 403 and callers without a token with 401', async () => {
    for (const role of ['client', 'counselor'] as const) {
      const user = await createSignedInUser(testApp, { role });
      const response = await app.inject({ url: '/api/zh-tw/application', headers: user.headers });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
    expect((await app.inject({ url: '/api/zh-tw/application' })).statusCode).toBe(401);
  });
});

describe('POST /application/{id}/Reject', () => {
  it('needs a comment; the applicant reads it, revises and sends the application again', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    const id = await applyFully(testApp, client);
    const blank = await decide(expert, id, 'Reject', { comment: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields[0].field).toBe('comment');

    const rejected = await decide(expert, id, 'Reject', { comment: '請補上諮商心理師證書背面' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toEqual({ id, status: ApplyStatus.Rejected });
    const own = (await getOwn(client)).json().data;
    expect(own.status).toBe(ApplyStatus.Rejected);
    expect(own.lastDecision).toMatchObject({ decision: 'rejected', comment: '請補上諮商心理師證書背面' });
    expect((await mailsOf(client.id)).map((mail) => mail.type)).toContain(MailType.CounselorApplyRejected);
    expect((await mailsOf(expert.id)).map((mail) => mail.type)).toContain(MailType.RejectResultToExpert);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.rejected'), eq(auditLog.subjectId, id)));
    expect(audit).toMatchObject({
      actorUserId: expert.id,
      details: expect.objectContaining({ comment: '請補上諮商心理師證書背面' }),
    });

    // Revised and sent again.
    const steps = await completeAnswers(testApp, client);
    expect((await saveStep(testApp, client, steps[4]!)).statusCode).toBe(200);
    expect((await submit(client)).json().data.status).toBe(ApplyStatus.Applying);
    expect((await decide(expert, id, 'Reject', { comment: 'again' })).statusCode).toBe(200);
    const decisions = await db
      .select()
      .from(counselorApplicationDecisions)
      .where(eq(counselorApplicationDecisions.applicationId, id));
    expect(decisions).toHaveLength(2);
  });
});

describe('POST /application/{id}/Approve', () => {
  it('in one transaction cancels and refunds bookings, moves the balance, makes a counselor with a profile', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    const counselor = await createUser(database, { role: 'counselor' });
    // 3000 recharged, 2000 of it paid for a booking next week.
    await services.withTransaction((tx) =>
      tx.ledger.post({
        idempotencyKey: `test-recharge:${client.id}`,
        reason: LedgerReason.Recharge,
        postings: [
          { account: ledgerAccount.providerClearing(PaymentProvider.TaiwanCard), amount: -3000 },
          { account: ledgerAccount.storedValue(client.id), amount: 3000 },
        ],
      }),
    );
    const courseId = await insertRoomCourse(database, {
      clientId: client.id,
      counselorId: counselor.id,
      startsAt: new Date(testApp.clock.now().getTime() + 7 * 24 * 3600_000),
    });
    await services.withTransaction((tx) =>
      tx.ledger.post({
        idempotencyKey: `test-booking:${courseId}`,
        reason: LedgerReason.BookingPayment,
        referenceId: courseId,
        postings: [
          { account: ledgerAccount.storedValue(client.id), amount: -2000 },
          { account: ledgerAccount.counselorEarnings(counselor.id), amount: 2000 },
        ],
      }),
    );
    const id = await applyFully(testApp, client);

    // Only experts decide: the applicant and counselors get 403.
    expect((await decide(client, id, 'Approve')).statusCode).toBe(403);
    expect(
      (await decide(await createSignedInUser(testApp, { role: 'counselor' }), id, 'Approve')).statusCode,
    ).toBe(403);

    const approved = await decide(expert, id, 'Approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toEqual({ id, status: ApplyStatus.Approved });

    const [account] = await db.select().from(users).where(eq(users.id, client.id));
    expect(account).toMatchObject({ role: 'counselor', applyCounselorStatus: ApplyStatus.Approved });
    expect(account?.coverImagePath).toMatch(/^\/media\/covers\/[a-f0-9]{32}\.webp$/);
    const [profile] = await db
      .select()
      .from(counselorProfiles)
      .where(eq(counselorProfiles.userId, client.id));
    expect(profile).toMatchObject({
      fullName: '王小明',
      gender: 'male',
      counselorOrganization: '臺北市諮商心理師公會',
      verifyStatus: VerifyStatus.NotVerified,
      offersVoice: false,
      offersVideo: true,
      customConsultationPrice: 2000,
      acceptsCustomConsultation: true,
      acceptsFreeTrial: true,
      // What the public page shows is copied from the answers: never the résumé's summary.
      specialties: ['anxiety', 'sleep'],
      languages: ['other'],
      otherLanguage: '手語',
      educations: [
        {
          school: '國立政治大學',
          department: '心理學系',
          degree: DegreeType.Master,
          start: '2010-09',
          end: '2013-06',
          graduated: true,
        },
      ],
      experiences: [
        {
          company: '心晴診所',
          department: '',
          position: '諮商心理師',
          start: '2014-01',
          end: '',
          working: true,
        },
      ],
    });
    // The application's licence is on record, verified, with no expiry asked (so never lapsed).
    expect(profile?.licensedUntil).toBeNull();
    const licenses = await db
      .select()
      .from(counselorLicenses)
      .where(eq(counselorLicenses.counselorId, client.id));
    expect(licenses).toEqual([
      expect.objectContaining({ name: '諮商心理師證書', number: '諮心字第000123號', expiresOn: null }),
    ]);
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(course?.status).toBe(CourseStatus.Canceled);
    const balances = await services.ledger.balances(client.id);
    expect(balances.reservedAmount).toBe(0);
    const statement = await services.ledger.statement(client.id, 1, { earnings: true });
    expect(JSON.stringify(statement)).toContain(LedgerReason.ApprovalBalanceMove);
    expect((await mailsOf(client.id)).map((mail) => mail.type)).toContain(MailType.CounselorApplyAccepted);
    expect((await mailsOf(expert.id)).map((mail) => mail.type)).toContain(MailType.ApproveResultToExpert);
    expect((await mailsOf(counselor.id)).map((mail) => mail.type)).toContain(MailType.CancelCourse);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.approved'), eq(auditLog.subjectId, id)));
    expect(audit).toMatchObject({
      actorUserId: expert.id,
      details: expect.objectContaining({ canceledCourses: 1, refundedPoints: 2000, movedPoints: 3000 }),
    });

    // Decided once: a second decision is 409, an unknown application 404.
    expect((await decide(expert, id, 'Approve')).statusCode).toBe(409);
    expect((await decide(expert, id, 'Reject', { comment: 'x' })).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide(expert, unknown, 'Approve')).statusCode).toBe(404);

    // The new counselor reads their application as a counselor no more (role changed): sign in again.
    const asCounselor = await signIn(testApp, { ...client, role: 'counselor' });
    const home = await app.inject({ url: '/api/zh-tw/counselor', headers: asCounselor });
    expect(home.statusCode).toBe(200);
    expect(home.json().data).toMatchObject({ verifyStatus: VerifyStatus.NotVerified, fullName: '王小明' });
  });
});
