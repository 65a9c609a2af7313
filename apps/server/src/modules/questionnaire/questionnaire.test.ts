import { FreeCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { freeCourseStatusAfter } from '@app/contracts/free-trial';
import { MailType } from '@app/contracts/mail';
import type { TQuestionnaireAnswer } from '@app/contracts/questionnaire';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mails } from '../../db/schema/mail.ts';
import { questionnaireAnswers } from '../../db/schema/questionnaire.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, type TCreateUserOptions } from '../../test/test-users.ts';
import { verifyNewPhone } from '../../test/verify-phone.ts';
import { auditRowsAbout } from '../audit/audit-test-helpers.ts';
import { at, insertCourse } from '../courses/course-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

type TSignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

const client = (options: Partial<TCreateUserOptions> = {}) =>
  createSignedInUser(testApp, { role: 'client', ...options });

/** A sheet that passes every rule. */
const fullAnswers: TQuestionnaireAnswer[] = [
  { questionId: 'reasons', optionIds: ['anxiety', 'other'], otherText: '搬家後的適應' },
  { questionId: 'previousExperience', optionIds: ['never'] },
  { questionId: 'counselorGender', optionIds: ['noPreference'] },
  { questionId: 'sessionMode', optionIds: ['video'] },
  { questionId: 'referral', optionIds: ['friend'] },
];

const submit = (user: TSignedIn, answers: unknown = fullAnswers, locale = 'zh-tw') =>
  app.inject({
    method: 'POST',
    url: `/api/${locale}/Questionnaire`,
    headers: user.headers,
    payload: { answers },
  });

const welcome = (user: TSignedIn) =>
  app.inject({ method: 'POST', url: '/api/zh-tw/User/FreeCourse/Welcome', headers: user.headers });

const profileOf = async (user: TSignedIn) =>
  (await app.inject({ url: '/api/zh-tw/client', headers: user.headers })).json().data as {
    freeCourseStatus: number;
    bonusAmount: number;
  };

const mailTypesOf = async (userId: string) =>
  (await db.select({ type: mails.type }).from(mails).where(eq(mails.userId, userId)))
    .map((row) => row.type)
    .sort((a, b) => a - b);

const readAnswers = (reader: TSignedIn, clientId: string) =>
  app.inject({ url: `/api/en-us/Questionnaire/${clientId}`, headers: reader.headers });

describe('the questionnaire', () => {
  it('has localized questions of one or several choices, with "other" options marked', async () => {
    const reader = await client();
    const zh = (await app.inject({ url: '/api/zh-tw/Questionnaire', headers: reader.headers })).json();
    const en = (await app.inject({ url: '/api/en-us/Questionnaire', headers: reader.headers })).json();
    expect(zh.error_code).toBe(0);
    const ids = zh.data.questions.map((question: { id: string }) => question.id);
    expect(ids).toEqual(['reasons', 'previousExperience', 'counselorGender', 'sessionMode', 'referral']);
    expect(zh.data.questions[0]).toMatchObject({
      id: 'reasons',
      type: 'multi',
      text: expect.stringContaining('你想談'),
    });
    expect(en.data.questions[0].text).toMatch(/^What would you like to talk about/);
    expect(en.data.questions[1]).toMatchObject({ type: 'single' });
    expect(en.data.questions[0].options).toContainEqual({ id: 'other', text: 'Other', isOther: true });
    expect(en.data.questions[0].options).toContainEqual({
      id: 'anxiety',
      text: 'Anxiety or stress',
      isOther: false,
    });
    expect((await app.inject({ url: '/api/zh-tw/Questionnaire' })).statusCode).toBe(401);
  });

  it('refuses an incomplete or wrong sheet, naming each question in the locale, and writes nothing', async () => {
    const user = await client({ freeCourseStatus: FreeCourseStatus.PhoneComplete });
    const refusals: [unknown, string, RegExp][] = [
      [[], 'answers.reasons', /請回答這一題/],
      [fullAnswers.filter((answer) => answer.questionId !== 'referral'), 'answers.referral', /請回答這一題/],
      [
        fullAnswers.map((answer) =>
          answer.questionId === 'sessionMode' ? { ...answer, optionIds: ['video', 'voice'] } : answer,
        ),
        'answers.sessionMode',
        /只能選一項/,
      ],
      [
        fullAnswers.map((answer) =>
          answer.questionId === 'referral' ? { ...answer, optionIds: ['billboard'] } : answer,
        ),
        'answers.referral',
        /請從選項中選擇/,
      ],
      [
        fullAnswers.map((answer) =>
          answer.questionId === 'reasons' ? { ...answer, otherText: '  ' } : answer,
        ),
        'answers.reasons.otherText',
        /其他/,
      ],
      [
        fullAnswers.map((answer) =>
          answer.questionId === 'reasons'
            ? { ...answer, optionIds: ['anxiety', 'mood', 'work', 'sleep', 'self', 'grief'] }
            : answer,
        ),
        'answers.reasons',
        /已達上限/,
      ],
    ];
    for (const [answers, field, message] of refusals) {
      const response = await submit(user, answers);
      expect(response.statusCode, field).toBe(400);
      const body = response.json();
      expect(body.error_code).toBe(ErrorCode.ValidationFailed);
      expect(body.data.fields).toContainEqual({ field, message: expect.stringMatching(message) });
    }
    const english = (await submit(user, [], 'en-us')).json();
    expect(english.data.fields).toContainEqual({
      field: 'answers.counselorGender',
      message: expect.stringContaining('Please answer this question'),
    });

    expect(
      await db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.clientId, user.id)),
    ).toEqual([]);
    expect(await profileOf(user)).toMatchObject({
      freeCourseStatus: FreeCourseStatus.PhoneComplete,
      bonusAmount: 0,
    });
    expect(await auditRowsAbout(db, user.id)).toEqual([]);
    expect(await mailTypesOf(user.id)).toEqual([]);
  });

  it('stores the answers encrypted, answered once', async () => {
    const user = await client({ freeCourseStatus: FreeCourseStatus.Notified });
    expect((await submit(user)).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.clientId, user.id));
    expect(row?.answers).toMatch(/^v1\./);
    expect(row?.answers).not.toContain('anxiety');
    const again = await submit(user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.QuestionnaireAnswered);
  });

  it('is refused to counselors and experts, who have no free trial', async () => {
    for (const role of ['counselor', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect((await submit(user)).statusCode).toBe(403);
    }
  });
});

describe('the free trial steps', () => {
  it('phone first: None → Notified → PhoneComplete → AllComplete with 200 bonus points, once', async () => {
    const user = await client();
    expect(await profileOf(user)).toMatchObject({ freeCourseStatus: FreeCourseStatus.None });

    expect((await welcome(user)).json().data).toEqual({
      freeCourseStatus: FreeCourseStatus.Notified,
      bonusGranted: false,
    });
    // The welcome page is the notice: no mail repeats it to the one reading it.
    expect(await mailTypesOf(user.id)).toEqual([]);
    expect((await welcome(user)).json().data.freeCourseStatus).toBe(FreeCourseStatus.Notified);

    await verifyNewPhone(testApp, user);
    expect(await profileOf(user)).toMatchObject({
      freeCourseStatus: FreeCourseStatus.PhoneComplete,
      bonusAmount: 0,
    });
    expect(await mailTypesOf(user.id)).toEqual([MailType.QuestionnaireNotify]);

    const submitted = await submit(user);
    expect(submitted.json().data).toEqual({
      freeCourseStatus: FreeCourseStatus.AllComplete,
      bonusGranted: true,
    });
    expect(await profileOf(user)).toMatchObject({
      freeCourseStatus: FreeCourseStatus.AllComplete,
      bonusAmount: TRIAL_BONUS_POINTS,
    });
    expect(await mailTypesOf(user.id)).toEqual([
      MailType.QuestionnaireNotify,
      MailType.BonusFreeCourse,
      MailType.BonusNotify,
    ]);

    // Nothing moves back or pays twice.
    expect((await welcome(user)).json().data.freeCourseStatus).toBe(FreeCourseStatus.AllComplete);
    expect((await submit(user)).statusCode).toBe(409);
    expect((await profileOf(user)).bonusAmount).toBe(TRIAL_BONUS_POINTS);
    const steps = (await auditRowsAbout(db, user.id))
      .filter((row) => row.action === 'account.free_course_status')
      .map((row) => row.details);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: 'welcomed', from: 0, to: 1 }),
        expect.objectContaining({ step: 'phoneVerified', from: 1, to: 2 }),
        expect.objectContaining({ step: 'questionnaireAnswered', from: 2, to: 4, bonusGranted: true }),
      ]),
    );
    expect(steps).toHaveLength(3);
  });

  it('questionnaire first: QuestionnaireComplete gives nothing until the phone is verified', async () => {
    const user = await client({ freeCourseStatus: FreeCourseStatus.Notified });
    expect((await submit(user)).json().data).toEqual({
      freeCourseStatus: FreeCourseStatus.QuestionnaireComplete,
      bonusGranted: false,
    });
    expect(await profileOf(user)).toMatchObject({ freeCourseStatus: 3, bonusAmount: 0 });
    await verifyNewPhone(testApp, user);
    expect(await profileOf(user)).toMatchObject({ freeCourseStatus: 4, bonusAmount: TRIAL_BONUS_POINTS });
    expect(await mailTypesOf(user.id)).toEqual([MailType.BonusFreeCourse, MailType.BonusNotify]);
  });

  it('counts a phone verified before the steps were counted', async () => {
    const user = await client({ freeCourseStatus: FreeCourseStatus.Notified });
    await db
      .update(users)
      .set({ phone: '+886900000001', phoneVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await submit(user)).json().data).toEqual({ freeCourseStatus: 4, bonusGranted: true });
    expect((await profileOf(user)).bonusAmount).toBe(TRIAL_BONUS_POINTS);
  });

  it('never skips a step: each status follows from the steps done, and only both give AllComplete', () => {
    const { None, Notified, PhoneComplete, QuestionnaireComplete, AllComplete } = FreeCourseStatus;
    expect(freeCourseStatusAfter(None, 'welcomed')).toBe(Notified);
    expect(freeCourseStatusAfter(Notified, 'phoneVerified')).toBe(PhoneComplete);
    expect(freeCourseStatusAfter(PhoneComplete, 'questionnaireAnswered')).toBe(AllComplete);
    expect(freeCourseStatusAfter(Notified, 'questionnaireAnswered')).toBe(QuestionnaireComplete);
    expect(freeCourseStatusAfter(QuestionnaireComplete, 'phoneVerified')).toBe(AllComplete);
    // A step done again, or the welcome after a step, moves nothing.
    expect(freeCourseStatusAfter(PhoneComplete, 'phoneVerified')).toBe(PhoneComplete);
    expect(freeCourseStatusAfter(QuestionnaireComplete, 'questionnaireAnswered')).toBe(QuestionnaireComplete);
    expect(freeCourseStatusAfter(PhoneComplete, 'welcomed')).toBe(PhoneComplete);
    expect(freeCourseStatusAfter(AllComplete, 'welcomed')).toBe(AllComplete);
    for (const status of [None, Notified, PhoneComplete, QuestionnaireComplete, AllComplete])
      for (const step of ['welcomed', 'phoneVerified', 'questionnaireAnswered'] as const)
        expect(freeCourseStatusAfter(status, step)).toBeGreaterThanOrEqual(
          status === None ? Notified : status,
        );
  });
});

describe('reading the answers', () => {
  it('is for the client, the counselor of their sessions and experts, each read audited', async () => {
    const owner = await client({ freeCourseStatus: FreeCourseStatus.PhoneComplete });
    expect((await submit(owner)).statusCode).toBe(200);
    const otherClient = await client();
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const unrelatedCounselor = await createSignedInUser(testApp, { role: 'counselor' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    await insertCourse(db, { clientId: owner.id, counselorId: counselor.id, startsAt: at(1) });
    // A canceled course gives no access.
    await insertCourse(db, {
      clientId: owner.id,
      counselorId: unrelatedCounselor.id,
      startsAt: at(3),
      status: 3,
    });

    const own = await readAnswers(owner, owner.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.answers[0]).toEqual({
      questionId: 'reasons',
      question: 'What would you like to talk about? (up to 5)',
      options: [
        { id: 'anxiety', text: 'Anxiety or stress' },
        { id: 'other', text: 'Other' },
      ],
      otherText: '搬家後的適應',
    });
    expect(own.json().data.answers[1]).toMatchObject({ options: [{ id: 'never' }], otherText: null });
    expect((await readAnswers(counselor, owner.id)).statusCode).toBe(200);
    expect((await readAnswers(expert, owner.id)).statusCode).toBe(200);
    expect((await readAnswers(otherClient, owner.id)).statusCode).toBe(403);
    expect((await readAnswers(unrelatedCounselor, owner.id)).statusCode).toBe(403);
    expect((await readAnswers(expert, otherClient.id)).statusCode).toBe(404);

    const reads = (await auditRowsAbout(db, owner.id)).filter(
      (row) => row.action === 'questionnaire.answers_read',
    );
    expect(reads.map((row) => row.actorUserId).sort()).toEqual([owner.id, counselor.id, expert.id].sort());
  });
});
