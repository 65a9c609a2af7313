import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { customConsultationRequests } from '../../db/schema/custom-consultations.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createPayingClient, HOUR } from '../courses/booking-test-helpers.ts';
import { createCustomCounselor } from './custom-consultation-test-helpers.ts';

// Runs only on a real PostgreSQL server (project server-pg), where the accepts really run at the
// same moment on many connections.
const testApp = await buildTestApp();
const { database } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const PARALLEL = 8;
const ROUNDS = 3;
const actor = (userId: string) => ({ userId, role: 'counselor' as const, ip: null, requestId: 'test' });

describe('accepting requests for one time at the same moment', () => {
  it(`${String(PARALLEL)} accepts of one time: one course, the other requests still pending`, async () => {
    const { counselor, firstSlot } = await createCustomCounselor(testApp);
    for (let round = 0; round < ROUNDS; round += 1) {
      const clients = await Promise.all(
        Array.from({ length: PARALLEL }, () => createPayingClient(testApp, services, 0)),
      );
      const requests = await Promise.all(
        clients.map((client) =>
          services.customConsultations.request({
            clientId: client.id,
            input: { counselorId: counselor.id, message: '想聊聊', preferredTimes: '週末', length: 0 },
            actor: actor(client.id),
          }),
        ),
      );
      const startTime = new Date(firstSlot.getTime() + round * 2 * HOUR).toISOString();
      const results = await Promise.all(
        requests.map((request) =>
          attemptOutcome(
            services.customConsultations.accept({
              id: request.id,
              counselorId: counselor.id,
              startTime,
              actor: actor(counselor.id),
            }),
          ),
        ),
      );
      expect(results.filter((result) => result === 'ok')).toHaveLength(1);
      expect(results.filter((result) => result !== 'ok')).toEqual(
        Array.from({ length: PARALLEL - 1 }, () => ErrorCode.SlotTaken),
      );
      const held = await db
        .select()
        .from(courses)
        .where(
          and(
            eq(courses.counselorId, counselor.id),
            eq(courses.startsAt, new Date(startTime)),
            ne(courses.status, CourseStatus.Canceled),
          ),
        );
      expect(held).toHaveLength(1);
      const states = await Promise.all(
        requests.map(
          async (request) =>
            (
              await db
                .select({ status: customConsultationRequests.status })
                .from(customConsultationRequests)
                .where(eq(customConsultationRequests.id, request.id))
            )[0]?.status,
        ),
      );
      expect(states.filter((status) => status === 'accepted')).toHaveLength(1);
      expect(states.filter((status) => status === 'pending')).toHaveLength(PARALLEL - 1);
    }
  });
});
