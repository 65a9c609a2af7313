/**
 * API latency: in one run, the cost of the whole stack next to a bare Fastify JSON route.
 *
 *   npm run bench                      PGlite in a temporary folder, 10 connections, 10 s each
 *   BENCH_DURATION=30 npm run bench    longer runs
 *   DATABASE_URL=postgres://… npm run bench   on a PostgreSQL server (the demo data is seeded there)
 *
 * Both servers listen on loopback in this process; autocannon generates the load from a worker
 * thread so that it does not share the servers' event loop. The two targets take turns in rounds
 * (BENCH_ROUNDS, 5 by default, the duration split between them) and each figure is the median of
 * its rounds: on a shared machine whose speed drifts, one long run of each would compare two
 * different machines.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { printTable } from './table.ts';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import { benchPaymentSettings } from './payment-settings.ts';

const durationSeconds = Number(process.env['BENCH_DURATION'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);
const warmUpSeconds = 2;
const logLevel = process.env['BENCH_LOG_LEVEL'] ?? 'warn';
const demoClient = { username: 'client@demo.test', password: 'Demo1234' };

/** A target's figures over all its measured rounds: counts summed, rates and latencies their medians. */
type TFigures = TRound & { name: string };

async function main() {
  const databaseUrl = process.env['DATABASE_URL'];
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const servers: FastifyInstance[] = [];
  let database: TDatabase | undefined;
  const statements: string[] = [];
  try {
    const bareServer = Fastify({ logger: false });
    bareServer.get('/hello', async () => ({ hello: 'world' }));
    servers.push(bareServer);
    const bareUrl = await bareServer.listen({ host: '127.0.0.1', port: 0 });

    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      DATABASE_URL: process.env['DATABASE_URL'],
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
      // Fixed, so that a later run on the same DATABASE_URL reads what an earlier one seeded.
      FIELD_ENCRYPTION_KEYS: `bench:${createHash('sha256').update('bench-only-key').digest('base64')}`,
      ...benchPaymentSettings,
    });
    // Every statement the app sends through Drizzle, to count those of one request.
    database = await openDatabase({
      ...(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir }),
      onQuery: (text) => statements.push(text),
    });
    // Production settings (no dev outbox) with the demo data the benchmark signs in with.
    const app = await buildApp({ ...config, seedDemo: true }, { database });
    servers.push(app);
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    const token = await signIn(appUrl);
    const profilePath = '/api/zh-tw/client?isNewVersion=true';
    const check = await fetch(`${appUrl}${profilePath}`, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) throw new Error(`GET ${profilePath} answered ${check.status}: ${await check.text()}`);

    const perRequest = await countStatements(statements, () =>
      fetch(`${appUrl}${profilePath}`, { headers: { authorization: `Bearer ${token}` } }),
    );

    console.log(
      `node ${process.version}, ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ` +
        `${connections} connections, ${durationSeconds} s per target in ${rounds} rounds after ${warmUpSeconds} s warm-up, ` +
        `LOG_LEVEL=${logLevel}\n`,
    );
    const bare: TTarget = { name: 'bare Fastify GET /hello', url: `${bareUrl}/hello`, headers: {} };
    const profile: TTarget = {
      name: `GET ${profilePath} (signed in)`,
      url: `${appUrl}${profilePath}`,
      headers: { authorization: `Bearer ${token}` },
    };
    for (const target of [bare, profile]) await load(target, warmUpSeconds);
    const bareRounds: TRound[] = [];
    const profileRounds: TRound[] = [];
    let statementsUnderLoad = 0;
    for (let round = 1; round <= rounds; round += 1) {
      process.stdout.write(`round ${round}/${rounds}… `);
      bareRounds.push(await load(bare, durationSeconds / rounds));
      const statementsBefore = statements.length;
      profileRounds.push(await load(profile, durationSeconds / rounds));
      statementsUnderLoad += statements.length - statementsBefore;
    }
    console.log('done');
    const bareFigures = figures(bare.name, bareRounds);
    const profileFigures = figures(profile.name, profileRounds);
    printFigures([bareFigures, profileFigures]);
    printRatios(bareRounds, profileRounds);
    console.log(`statements per signed-in profile read: ${perRequest.count}`);
    for (const text of perRequest.distinct) console.log(`  ${text}`);
    // Concurrent reads share their audit insert: fewer statements than reads under load.
    console.log(
      `under load: ${statementsUnderLoad} statements for ${profileFigures.requests} reads, ` +
        `${(profileFigures.requests / Math.max(statementsUnderLoad, 1)).toFixed(1)} reads per statement`,
    );
    // autocannon drops its connections at the deadline; let the requests it abandoned finish
    // before the database closes, so that they do not log errors.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (profileFigures.non2xx > 0 || profileFigures.errors > 0) process.exitCode = 1;
  } finally {
    for (const server of servers.reverse()) await server.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/zh-tw/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 0, ...demoClient }),
  });
  const body = (await response.json()) as {
    error_code: number;
    message: string;
    data: { access_token?: string } | null;
  };
  if (!response.ok || !body.data?.access_token) {
    throw new Error(
      `Sign-in as ${demoClient.username} failed: ${response.status} ${body.error_code} ${body.message}`,
    );
  }
  return body.data.access_token;
}

/** Statements per request, over sequential requests (the first may fill caches). */
async function countStatements(statements: string[], request: () => Promise<Response>) {
  await request();
  const requests = 20;
  const before = statements.length;
  for (let index = 0; index < requests; index += 1) await (await request()).arrayBuffer();
  const sent = statements.slice(before);
  return { count: sent.length / requests, distinct: [...new Set(sent)] };
}

type TTarget = { name: string; url: string; headers: Record<string, string> };
type TRound = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function load(target: TTarget, seconds: number): Promise<TRound> {
  const { url, headers } = target;
  const result = await autocannon({ url, headers, connections, duration: seconds, workers: 1 });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The median round's rate and latencies; requests and failures over all rounds. */
function figures(name: string, rounds: TRound[]): TFigures {
  const median = (pick: (round: TRound) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const sum = (pick: (round: TRound) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  return {
    name,
    requests: sum((round) => round.requests),
    requestsPerSecond: median((round) => round.requestsPerSecond),
    p50: median((round) => round.p50),
    p99: median((round) => round.p99),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors),
  };
}

// autocannon records latency in whole milliseconds: 0 means under 1 ms.
const formatMs = (ms: number) => (ms === 0 ? '<1' : ms.toFixed(0));
const latencyRatio = (slow: number, fast: number) =>
  fast === 0 ? `>${Math.max(slow, 1).toFixed(0)}×` : `${(slow / fast).toFixed(1)}×`;

function printFigures(rows: TFigures[]) {
  const header = ['target', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const cells = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    formatMs(row.p50),
    formatMs(row.p99),
    String(row.non2xx),
    String(row.errors),
  ]);
  console.log();
  printTable(header, cells);

  const [bare, profile] = rows as [TFigures, TFigures];
  console.log(
    `\nthe profile's p50 is ${latencyRatio(profile.p50, bare.p50)} and its p99 ${latencyRatio(profile.p99, bare.p99)} the bare route's`,
  );
  if (profile.non2xx > 0 || profile.errors > 0)
    console.log('WARNING: the profile route answered errors during the run');
}

/** The ratio of each round's two runs, taken minutes apart at most, and their median. */
function printRatios(bareRounds: TRound[], profileRounds: TRound[]) {
  const ratios = bareRounds.map(
    (bare, index) => bare.requestsPerSecond / Math.max(profileRounds[index]?.requestsPerSecond ?? 0, 1),
  );
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
  const perRound = (list: TRound[]) => list.map((round) => round.requestsPerSecond.toFixed(0)).join(', ');
  console.log(`requests/s per round: bare ${perRound(bareRounds)}; profile ${perRound(profileRounds)}`);
  console.log(
    `ratio bare / signed-in profile: ${median.toFixed(1)}× the requests/s ` +
      `(median of the rounds: ${ratios.map((ratio) => `${ratio.toFixed(1)}×`).join(', ')})`,
  );
}

await main();
