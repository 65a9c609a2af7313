import { CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/test-users.ts';
import { at, createParties, insertCourse, postgresError } from './course-test-helpers.ts';

// The rule "a counselor's time is never double-booked" belongs to the database (constraint
// courses_no_overlap of migration 0001), so these tests write rows directly, without any code
// that could check first.
const { database } = await buildTestApp();
const db = database.db;
const parties = () => createParties(database);

describe('courses_no_overlap', () => {
  it("refuses a course overlapping another of the same counselor's, with 23P01", async () => {
    const { counselorId, clientId, otherClientId } = await parties();
    await insertCourse(db, { clientId, counselorId, startsAt: at(0), hours: 1 });

    for (const startsAt of [at(0), at(0.5), at(-0.5)]) {
      const error = await insertCourse(db, { clientId: otherClientId, counselorId, startsAt }).catch(
        (e) => e,
      );
      expect(postgresError(error)).toMatchObject({ code: '23P01', constraint: 'courses_no_overlap' });
    }
    // Enclosing the booked hour is overlapping it too.
    const enclosing = await insertCourse(db, { clientId, counselorId, startsAt: at(-1), hours: 3 }).catch(
      (e) => e,
    );
    expect(postgresError(enclosing).code).toBe('23P01');
  });

  it('lets back-to-back courses, other counselors and canceled courses through', async () => {
    const { counselorId, clientId, otherClientId } = await parties();
    const colleague = await createUser(database, { role: 'counselor' });
    await insertCourse(db, { clientId, counselorId, startsAt: at(0) });

    await insertCourse(db, { clientId: otherClientId, counselorId, startsAt: at(1) });
    await insertCourse(db, { clientId: otherClientId, counselorId, startsAt: at(-1) });
    await insertCourse(db, { clientId: otherClientId, counselorId: colleague.id, startsAt: at(0) });
    // A canceled course holds no time, and the time it held can be booked again.
    await insertCourse(db, {
      clientId: otherClientId,
      counselorId,
      startsAt: at(5),
      status: CourseStatus.Canceled,
    });
    await insertCourse(db, { clientId, counselorId, startsAt: at(5) });
  });

  it('refuses a course that ends before it starts, an unknown status and a counselor booking themself', async () => {
    const { counselorId, clientId } = await parties();
    const attempts = [
      () => insertCourse(db, { clientId, counselorId, startsAt: at(10), hours: 0 }),
      () => insertCourse(db, { clientId, counselorId, startsAt: at(11), status: 6 as TCourseStatus }),
      () => insertCourse(db, { clientId: counselorId, counselorId, startsAt: at(12) }),
    ];
    for (const attempt of attempts) expect(postgresError(await attempt().catch((e) => e)).code).toBe('23514');
  });
});
