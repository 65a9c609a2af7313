import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { at, createParties, insertCourse, postgresError } from './course-test-helpers.ts';

// Runs only on a real PostgreSQL server (project server-pg): PGlite runs one transaction at a
// time, so the race cannot happen there.
const { database } = await buildTestApp();
const db = database.db;
const parties = () => createParties(database);

describe('courses_no_overlap under concurrent bookings', () => {
  // On PostgreSQL two connections insert at the same moment, neither seeing the other's
  // uncommitted row; the constraint still lets only one commit. The loser is refused either by the
  // constraint (23P01) or, when each insert waits on the other's index entry, as a deadlock
  // victim (40P01): both mean "that time is taken".
  it.each([1, 2, 3, 4, 5])(
    'two transactions booking overlapping times at once: exactly one commits (round %i)',
    async () => {
      const { counselorId, clientId, otherClientId } = await parties();
      const bothInside = barrier(2);
      const book = (clientOfCourse: string, startsAt: Date) =>
        db.transaction(async (tx: Tx) => {
          await bothInside();
          await insertCourse(tx, { clientId: clientOfCourse, counselorId, startsAt });
        });

      const results = await Promise.allSettled([book(clientId, at(0)), book(otherClientId, at(0.5))]);
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      const rejected = results.filter((result) => result.status === 'rejected');
      expect(fulfilled).toHaveLength(1);
      expect(rejected).toHaveLength(1);
      expect(['23P01', '40P01']).toContain(postgresError(rejected[0]?.reason).code);
      const booked = await db.select().from(courses).where(eq(courses.counselorId, counselorId));
      expect(booked).toHaveLength(1);
    },
  );
});

/** Resolves every caller once `parties` callers are waiting: both transactions have begun. */
function barrier(parties: number): () => Promise<void> {
  let waiting = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    waiting += 1;
    if (waiting === parties) release();
    return released;
  };
}
