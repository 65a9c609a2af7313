import { CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { treatmentCases } from '../../db/schema/treatment-cases.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createUser } from '../../test/test-users.ts';
import { at, insertCourse } from '../courses/course-test-helpers.ts';

// Runs only on a real PostgreSQL server (project server-pg), where the openings really run at the
// same moment on many connections.
const testApp = await buildTestApp();
const { database } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const PARALLEL = 8;
const actor = (userId: string) => ({ userId, role: 'counselor' as const, ip: null, requestId: 'test' });
const basics = { target: 'self', issues: ['stress'], goal: '目標', processStatus: 'intake' } as const;

async function clientsOf(counselorId: string, howMany: number) {
  return Promise.all(
    Array.from({ length: howMany }, async (_, index) => {
      const client = await createUser(database, { role: 'client' });
      await insertCourse(db, {
        clientId: client.id,
        counselorId,
        startsAt: at(-2 * (index + 1)),
        status: CourseStatus.Completed,
      });
      return client.id;
    }),
  );
}

describe('opening cases at the same moment', () => {
  it(`${String(PARALLEL)} openings for one client: one case, the rest CaseAlreadyOpen`, async () => {
    const counselor = await createUser(database, { role: 'counselor' });
    const [clientId = ''] = await clientsOf(counselor.id, 1);
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        attemptOutcome(
          services.treatmentCases.open({
            counselorId: counselor.id,
            input: { ...basics, issues: [...basics.issues], clientId },
            actor: actor(counselor.id),
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === ErrorCode.CaseAlreadyOpen)).toHaveLength(PARALLEL - 1);
    expect(await db.select().from(treatmentCases).where(eq(treatmentCases.clientId, clientId))).toHaveLength(
      1,
    );
  });

  it(`${String(PARALLEL)} openings for different clients: numbers C0001 to C000${String(PARALLEL)}, none twice`, async () => {
    const counselor = await createUser(database, { role: 'counselor' });
    const clientIds = await clientsOf(counselor.id, PARALLEL);
    const opened = await Promise.all(
      clientIds.map((clientId) =>
        services.treatmentCases.open({
          counselorId: counselor.id,
          input: { ...basics, issues: [...basics.issues], clientId },
          actor: actor(counselor.id),
        }),
      ),
    );
    expect(opened.map((file) => file.caseNumber).sort()).toEqual(
      Array.from({ length: PARALLEL }, (_, index) => `C000${String(index + 1)}`),
    );
  });
});
