/**
 * Available slots: how long GET /CounselorSchedule/AvailableSlots takes for a counselor with a
 * year of history (service times twice a day and four sessions a day for the past year, and the
 * next three months planned and half booked), and a weekly plan of evenings expanded on each call.
 *
 *   npm run bench:slots                         PGlite in a temporary folder
 *   DATABASE_URL=postgres://… npm run bench:slots   on a PostgreSQL server
 *
 * Goal: every answer within 50 ms. Figures are printed, not asserted.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CourseLength, CourseStatus, CourseType } from '@app/contracts/enums';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/accounts.ts';
import { courses } from '../apps/server/src/db/schema/courses.ts';
import { counselorScheduleSlots, counselorWeeklyHours } from '../apps/server/src/db/schema/schedule.ts';
import { printTable } from './table.ts';
import { benchPaymentSettings } from './payment-settings.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 50);

/** Taipei midnight (16:00 UTC the day before) of the day `offset` days from today. */
function taipeiDay(now: Date, offset: number): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 8 * HOUR;
  return today + offset * DAY;
}

async function userId(database: TDatabase, email: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} not seeded`);
  return row.id;
}

/** 09:00–12:00 and 14:00–18:00 Taipei every day from a year ago to three months ahead; sessions at 09, 10, 14 and 16. */
async function seedHistory(database: TDatabase, counselorId: string, clientId: string, now: Date) {
  const serviceTimes = [];
  const booked = [];
  for (let day = -365; day <= 92; day++) {
    const midnight = taipeiDay(now, day);
    serviceTimes.push(
      { counselorId, startsAt: new Date(midnight + 9 * HOUR), endsAt: new Date(midnight + 12 * HOUR) },
      { counselorId, startsAt: new Date(midnight + 14 * HOUR), endsAt: new Date(midnight + 18 * HOUR) },
    );
    // The past fully booked, the future every other day.
    if (day >= 2 && day % 2 === 0) continue;
    for (const hour of [9, 10, 14, 16]) {
      const startsAt = new Date(midnight + hour * HOUR);
      booked.push({
        type: CourseType.IssueCourse,
        status: day < 0 ? CourseStatus.Completed : CourseStatus.Init,
        length: CourseLength.SixtyMinutes,
        clientId,
        counselorId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
      });
    }
  }
  for (let i = 0; i < serviceTimes.length; i += 500)
    await database.db.insert(counselorScheduleSlots).values(serviceTimes.slice(i, i + 500));
  // The demo's own courses may sit at some of these times: those are left as they are.
  for (let i = 0; i < booked.length; i += 500)
    await database.db
      .insert(courses)
      .values(booked.slice(i, i + 500))
      .onConflictDoNothing();
  // And a weekly plan: 19:00–21:00 every evening, read and expanded by every call.
  await database.db.insert(counselorWeeklyHours).values(
    Array.from({ length: 7 }, (_, weekday) => ({
      counselorId,
      weekday,
      startMinute: 19 * 60,
      endMinute: 21 * 60,
      voice: true,
      video: true,
      timeZone: 'Asia/Taipei',
    })),
  );
  return { serviceTimes: serviceTimes.length, courses: booked.length };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function main() {
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-slots-'));
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: dataDir! },
  );
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
      FIELD_ENCRYPTION_KEYS: `bench:${createHash('sha256').update('bench-only-key').digest('base64')}`,
      ...benchPaymentSettings,
    });
    const app = await buildApp({ ...config, seedDemo: true }, { database });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const now = new Date();
    // counselor4 has no service times of the demo's: the history is all this bench's.
    const counselorId = await userId(database, 'counselor4@demo.test');
    const seeded = await seedHistory(database, counselorId, await userId(database, 'client@demo.test'), now);
    console.log(
      `node ${process.version}, ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}: ` +
        `${seeded.serviceTimes} service times, ${seeded.courses} courses; ${ROUNDS} requests per row\n`,
    );

    const rows: string[][] = [];
    for (const [name, days, courseLength] of [
      ['next 7 days, 60 min', 7, CourseLength.SixtyMinutes],
      ['next 31 days, 60 min', 31, CourseLength.SixtyMinutes],
      ['next 93 days, 90 min', 93, CourseLength.NinetyMinutes],
      ['next 93 days, 20 min', 93, CourseLength.TwentyMinutes],
    ] as const) {
      const query = new URLSearchParams({
        counselorId,
        courseLength: String(courseLength),
        from: now.toISOString(),
        to: new Date(now.getTime() + days * DAY).toISOString(),
      });
      const url = `${appUrl}/api/zh-tw/CounselorSchedule/AvailableSlots?${query}`;
      const timings: number[] = [];
      let slots = 0;
      for (let round = 0; round < ROUNDS + 5; round++) {
        const started = performance.now();
        const response = await fetch(url);
        const body = (await response.json()) as { data: string[] };
        // The first few warm the caches and the JIT.
        if (round >= 5) timings.push(performance.now() - started);
        slots = body.data.length;
      }
      timings.sort((a, b) => a - b);
      rows.push([
        name,
        String(slots),
        percentile(timings, 0.5).toFixed(1),
        percentile(timings, 0.99).toFixed(1),
        timings.at(-1)!.toFixed(1),
      ]);
    }
    printTable(['range', 'slots', 'p50 ms', 'p99 ms', 'max ms'], rows);
    console.log('\nGoal: every answer within 50 ms.');
    await app.close();
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
