import { FreeCourseStatus } from '@app/contracts/enums';
import { maxBonusOffset, TRIAL_BONUS_POINTS, usableBonus } from '@app/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';
import { verifyNewPhone } from '../../test/verify-phone.ts';
import { grantTrialBonus } from './ledger.service.ts';

const testApp = await buildTestApp();
const { clock, database } = testApp;
const { services } = await createTestServices(testApp);

const bonusOf = async (userId: string) => (await services.ledger.balances(userId)).bonusAmount;

describe('the free trial bonus', () => {
  it('gives 200 bonus points when a client who answered the questionnaire verifies their phone', async () => {
    const client = await createSignedInUser(testApp, {
      role: 'client',
      freeCourseStatus: FreeCourseStatus.QuestionnaireComplete,
    });
    await verifyNewPhone(testApp, client);
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
    await verifyNewPhone(testApp, client);
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
