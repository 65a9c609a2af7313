import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { counselorScheduleSlots } from '../../db/schema/schedule.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, signIn, type TTestUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;

const HOUR = 3600 * 1000;
const inHours = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

/** Editing service times is a later issue: tests write them directly. */
async function addServiceTime(counselorId: string, fromHours: number, toHours: number) {
  await database.db
    .insert(counselorScheduleSlots)
    .values({ counselorId, startsAt: inHours(fromHours), endsAt: inHours(toHours) });
}

function isSetSchedule(caller: { headers: { authorization: string } }, id: string) {
  return app.inject({ url: `/api/zh-tw/CounselorSchedule/IsSetSchedule?id=${id}`, headers: caller.headers });
}

async function answer(caller: TTestUser & { headers: { authorization: string } }, id: string) {
  const response = await isSetSchedule(caller, id);
  expect(response.statusCode).toBe(200);
  expect(response.json().error_code).toBe(ErrorCode.Success);
  return response.json().data;
}

describe('GET /CounselorSchedule/IsSetSchedule', () => {
  it('is false for a counselor without service times and true once one lies ahead', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect(await answer(counselor, counselor.id)).toBe(false);

    // Service times that have all ended cannot be booked: still not set.
    await addServiceTime(counselor.id, -30, -28);
    expect(await answer(counselor, counselor.id)).toBe(false);

    await addServiceTime(counselor.id, 20, 23);
    expect(await answer(counselor, counselor.id)).toBe(true);

    // Until it has ended (a day later, with a fresh token).
    clock.advance(24 * HOUR);
    expect(await answer({ ...counselor, headers: await signIn(testApp, counselor) }, counselor.id)).toBe(
      false,
    );
  });

  it('counts a service time under way as set', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    await addServiceTime(counselor.id, -1, 1);
    expect(await answer(counselor, counselor.id)).toBe(true);
  });

  it('lets experts ask about any counselor, and answers 404 for an id that is no counselor', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const withTimes = await createSignedInUser(testApp, { role: 'counselor' });
    const without = await createSignedInUser(testApp, { role: 'counselor' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    await addServiceTime(withTimes.id, 1, 3);

    expect(await answer(expert, withTimes.id)).toBe(true);
    expect(await answer(expert, without.id)).toBe(false);
    for (const id of [client.id, expert.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await isSetSchedule(expert, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe(ErrorCode.NotFound);
    }
  });

  it('refuses a counselor asking about another counselor, and clients, with 403', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const colleague = await createSignedInUser(testApp, { role: 'counselor' });
    const client = await createSignedInUser(testApp, { role: 'client' });
    await addServiceTime(colleague.id, 1, 3);

    for (const [caller, id] of [
      [counselor, colleague.id],
      [client, colleague.id],
      [client, client.id],
    ] as const) {
      const response = await isSetSchedule(caller, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect((await isSetSchedule(counselor, '42')).statusCode).toBe(400);
    expect(
      (await app.inject({ url: '/api/zh-tw/CounselorSchedule/IsSetSchedule', headers: counselor.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ url: `/api/zh-tw/CounselorSchedule/IsSetSchedule?id=${counselor.id}` })).statusCode,
    ).toBe(401);
  });
});
