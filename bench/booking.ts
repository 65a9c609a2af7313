/**
 * Booking: throughput and latency of POST /Order/ReserveCourse under contention, and a check that
 * no counselor ends up double-booked.
 *
 *   npm run bench:booking                                 PGlite (in memory)
 *   TEST_DATABASE_URL=postgres://… npm run bench:booking  PGlite, then a fresh database on that server
 *
 * 20 counselors each offer 24 one-hour slots; 100 clients with points book random slots, 20 at a
 * time, so that many requests meet on one slot. Figures are printed, not asserted; the
 * double-booking count must be 0.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@app/contracts/error-codes';
import { buildApp, createContext } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import {
  createBookableTopic,
  createPayingClient,
  HOUR,
} from '../apps/server/src/modules/courses/booking-test-helpers.ts';
import { createFieldCipher } from '../apps/server/src/platform/crypto/field-cipher.ts';
import { loadFieldKeyring } from '../apps/server/src/platform/crypto/field-keyring.ts';
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts';
import { createServices } from '../apps/server/src/services.ts';
import { openScratchDatabase } from '../apps/server/src/test/scratch-database.ts';
import { printTable } from './table.ts';

const COUNSELORS = Number(process.env['BENCH_COUNSELORS'] ?? 20);
const SLOTS = 24;
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 100);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 20);
const ATTEMPTS = Number(process.env['BENCH_ATTEMPTS'] ?? 1000);

type TFigures = {
  name: string;
  attempts: number;
  booked: number;
  taken: number;
  other: number;
  seconds: number;
  latencies: number[];
  doubleBooked: number;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(name: string, database: TDatabase): Promise<TFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-booking-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
    FIELD_ENCRYPTION_KEYS: `bench:${createHash('sha256').update('bench-only-key').digest('base64')}`,
  });
  const clock = { now: () => new Date(), advance: () => {}, set: () => {} };
  const app = await buildApp(config, { database });
  await app.ready();
  const jobs = createJobs({ database, pollIntervalSeconds: 60, logger: app.log });
  const ctx = await createContext(
    config,
    database,
    clock.now,
    { emitToUser: () => {} },
    jobs,
    createFieldCipher(loadFieldKeyring(config)),
    app.log,
  );
  const services = createServices(ctx);
  const testApp = { app, database, config, clock };
  try {
    const topics: Awaited<ReturnType<typeof createBookableTopic>>[] = [];
    for (let i = 0; i < COUNSELORS; i++) topics.push(await createBookableTopic(testApp, { hours: SLOTS }));
    const clients: Awaited<ReturnType<typeof createPayingClient>>[] = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await createPayingClient(testApp, services, 1_000_000));

    const latencies: number[] = [];
    let booked = 0;
    let taken = 0;
    let other = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < ATTEMPTS) {
        next += 1;
        const topic = topics[Math.floor(Math.random() * topics.length)]!;
        const client = clients[Math.floor(Math.random() * clients.length)]!;
        const slot = Math.floor(Math.random() * SLOTS);
        const startTime = new Date(topic.firstSlot.getTime() + slot * HOUR).toISOString();
        const before = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/zh-tw/Order/ReserveCourse',
          headers: client.headers,
          payload: { issueCourseId: topic.topicId, startTime, agree: true },
        });
        latencies.push(performance.now() - before);
        const code = response.json().error_code;
        if (code === 0) booked += 1;
        else if (code === ErrorCode.SlotTaken) taken += 1;
        else other += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await database.query(
      `select count(*)::int as overlaps from courses a join courses b
         on a.counselor_id = b.counselor_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
      where a.status <> 3 and b.status <> 3`,
    );
    return {
      name,
      attempts: ATTEMPTS,
      booked,
      taken,
      other,
      seconds,
      latencies: latencies.sort((a, b) => a - b),
      doubleBooked: Number(rows[0]?.['overlaps'] ?? -1),
    };
  } finally {
    await jobs.stop();
    await ctx.sessions.close();
    await ctx.userChanges.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results: TFigures[] = [];
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    results.push(await run('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const database = await openScratchDatabase(serverUrl, 'bench_booking');
    try {
      results.push(await run('PostgreSQL', database));
    } finally {
      await database.close();
    }
  }
  console.log(
    `ReserveCourse: ${String(COUNSELORS)} counselors × ${String(SLOTS)} slots, ${String(CLIENTS)} clients, ` +
      `${String(CONCURRENCY)} at a time\n`,
  );
  printTable(
    [
      'database',
      'attempts',
      'booked',
      'slot taken',
      'other',
      'bookings/s',
      'attempts/s',
      'p50 ms',
      'p99 ms',
      'double-booked',
    ],
    results.map((r) => [
      r.name,
      String(r.attempts),
      String(r.booked),
      String(r.taken),
      String(r.other),
      (r.booked / r.seconds).toFixed(1),
      (r.attempts / r.seconds).toFixed(1),
      percentile(r.latencies, 50).toFixed(1),
      percentile(r.latencies, 99).toFixed(1),
      String(r.doubleBooked),
    ]),
  );
  if (results.some((r) => r.doubleBooked !== 0)) process.exitCode = 1;
}

await main();
