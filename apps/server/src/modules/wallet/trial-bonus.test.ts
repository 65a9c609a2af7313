import { FreeCourseStatus } from '@app/contracts/enums';
import { maxBonusOffset, TRIAL_BONUS_POINTS, usableBonus } from '@app/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { outboxDelivered } from '../../test/outbox-delivery.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';
import { grantTrialBonus } from './ledger.service.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const { services } = await createTestServices(testApp);

let phones = 0;

/** Verifies a new phone number for the user through the SMS flow, as a person would. */
async function verifyPhone(user: Awaited<ReturnType<typeof createSignedInUser>>) {
  phones += 1;
  const phone = `09${String(10_000_000 + phones * 7919).slice(0, 8)}`;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/Phone/SendCode',
    headers: user.headers,
    payload: { phone },
  });
  expect(sent.statusCode).toBe(200);
  await outboxDelivered(database);
  const e164 = sent.json().data.phone as string;
  const outbox = await app.inject(`/dev/outbox.json?recipient=${encodeURIComponent(e164)}`);
  const code = /\d{6}/.exec(outbox.json().messages[0].text)?.[0];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/Phone/Verify',
    headers: user.headers,
    payload: { phone, code },
  });
  expect(verified.statusCode).toBe(200);
}

const bonusOf = async (userId: string) => (await services.ledger.balances(userId)).bonusAmount;

describe('the free trial bonus', () => {
  it('gives 200 bonus points when a client who answered the questionnaire verifies their phone', async () => {
    const client = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.QuestionnaireComplete,
    });
    await verifyPhone(client);
    expect(await bonusOf(client.id)).toBe(TRIAL_BONUS_POINTS);
    const statement = await services.ledger.statement(client.id, 1);
    expect(statement.bonusMovements.items).toEqual([
      expect.objectContaining({ reason: 'bonus_grant', amount: 200, balanceAfter: 200 }),
    ]);
  });

  it('gives nothing for the phone alone, before the questionnaire', async () => {
    const client = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.Notified,
    });
    await verifyPhone(client);
    expect(await bonusOf(client.id)).toBe(0);
  });

  it('gives it once per client, however often it is granted, also at the same time', async () => {
    const client = await createUser(database, { role: 'client' });
    const grant = () => database.db.transaction((tx) => grantTrialBonus(tx, client.id, clock.now()));
    await grant();
    await Promise.all(Array.from({ length: 5 }, grant));
    expect(await bonusOf(client.id)).toBe(TRIAL_BONUS_POINTS);
  });
});

describe('the bonus offset cap', () => {
  it('is 20 % of the price rounded down to a whole point, and never more than the client holds', () => {
    expect(maxBonusOffset(2_000)).toBe(400);
    expect(maxBonusOffset(2_499)).toBe(499);
    expect(maxBonusOffset(4)).toBe(0);
    expect(maxBonusOffset(0)).toBe(0);
    expect(usableBonus(2_000, 300)).toBe(300);
    expect(usableBonus(2_000, 1_000)).toBe(400);
    expect(usableBonus(-1, 100)).toBe(0);
  });
});
