import { FreeCourseStatus } from '@app/contracts/enums';
import type { TQuestionnaireAnswer } from '@app/contracts/questionnaire';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/wallet.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { receiveSmsCode } from '../../test/verify-phone.ts';

// Runs only on a real PostgreSQL server (project server-pg): PGlite runs one transaction at a
// time, so the requests cannot overlap there.
const testApp = await buildTestApp();
const { app, database } = testApp;

const answers: TQuestionnaireAnswer[] = [
  { questionId: 'reasons', optionIds: ['work'] },
  { questionId: 'previousExperience', optionIds: ['counseling'] },
  { questionId: 'counselorGender', optionIds: ['female'] },
  { questionId: 'sessionMode', optionIds: ['either'] },
  { questionId: 'referral', optionIds: ['other'], otherText: 'podcast' },
];

type TClient = Awaited<ReturnType<typeof createSignedInUser>>;

const submit = (client: TClient) =>
  app.inject({
    method: 'POST',
    url: '/api/zh-tw/Questionnaire',
    headers: client.headers,
    payload: { answers },
  });

/** The steps are complete and the ledger holds the trial bonus once. */
async function expectBonusOnce(client: TClient) {
  const profile = (await app.inject({ url: '/api/zh-tw/client', headers: client.headers })).json().data;
  expect(profile).toMatchObject({
    freeCourseStatus: FreeCourseStatus.AllComplete,
    bonusAmount: TRIAL_BONUS_POINTS,
  });
  const entries = await database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `trial-bonus:${client.id}`));
  expect(entries).toHaveLength(1);
}

describe('the free trial bonus under parallel requests', () => {
  it.each([1, 2, 3])(
    'is given once when the questionnaire is sent several times at once (round %i)',
    async () => {
      const client = await createSignedInUser(testApp, {
        role: 'client',
        freeCourseStatus: FreeCourseStatus.PhoneComplete,
      });
      const responses = await Promise.all(Array.from({ length: 6 }, () => submit(client)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const granted = responses.filter((response) => response.json().data?.bonusGranted === true);
      expect(granted).toHaveLength(1);
      await expectBonusOnce(client);
    },
  );

  it.each([1, 2, 3])(
    'is given once when the phone and the questionnaire complete at once (round %i)',
    async () => {
      const client = await createSignedInUser(testApp, {
        role: 'client',
        freeCourseStatus: FreeCourseStatus.Notified,
      });
      const sms = await receiveSmsCode(testApp, client);
      const [verified, submitted] = await Promise.all([sms.verify(), submit(client)]);
      expect([verified.statusCode, submitted.statusCode]).toEqual([200, 200]);
      // Whichever committed second completed the steps; neither missed the other's.
      await expectBonusOnce(client);
    },
  );
});
