import { ErrorCode } from '@app/contracts/error-codes';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createServingCounselor, createTrialClient } from './booking-test-helpers.ts';

// Runs only on a real PostgreSQL server (project server-pg): PGlite runs one transaction at a
// time, so the requests cannot overlap there.
const testApp = await buildTestApp();
const { app, database } = testApp;
const { services } = await createTestServices(testApp);

describe('one trial quota under parallel bookings', () => {
  it.each([1, 2, 3])(
    'books one trial when the client asks several counselors at once (round %i)',
    async () => {
      const client = await createTrialClient(testApp, services, 1_000);
      const counselors = await Promise.all(
        Array.from({ length: 4 }, () => createServingCounselor(testApp, { acceptsFreeTrial: true })),
      );
      const responses = await Promise.all(
        counselors.map(({ counselor, firstSlot }) =>
          app.inject({
            method: 'POST',
            url: '/api/zh-tw/Order/ReserveFreeCourse',
            headers: client.headers,
            payload: { counselorId: counselor.id, startTime: firstSlot.toISOString(), agree: true },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const refused = responses.filter((response) => response.statusCode === 409);
      expect(refused.every((response) => response.json().error_code === ErrorCode.FreeTrialQuotaUsed)).toBe(
        true,
      );
      // One course, one deposit (from the bonus points), the quota at 0.
      expect(await database.db.select().from(courses).where(eq(courses.clientId, client.id))).toHaveLength(1);
      expect(await services.ledger.balances(client.id)).toEqual({
        bonusAmount: 0,
        reservedAmount: 1_000,
      });
      const profile = (await app.inject({ url: '/api/zh-tw/client', headers: client.headers })).json().data;
      expect(profile).toMatchObject({ freeCourseQuota: 0, bonusAmount: TRIAL_BONUS_POINTS - 200 });
    },
  );
});
