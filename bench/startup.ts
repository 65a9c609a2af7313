/**
 * Time to ready: how long a server process takes from its start until it answers, on a database
 * that exists already (migrated and seeded by a first start, which is not counted).
 *
 *   npm run bench:startup                        PGlite in a temporary folder, 3 starts each
 *   BENCH_STARTS=5 npm run bench:startup         more starts
 *   DATABASE_URL=postgres://… npm run bench:startup   on a PostgreSQL server (a scratch database)
 *
 * It builds the compiled server first (npm run build:server) and times both ways of running it:
 * `node apps/server/dist/server.js` (production) and `tsx apps/server/src/server.ts` (npm start).
 * Ready means /readyz answered 200: the database answers and every migration is applied.
 * It also prints the median duration of each phase of a start, from the server's debug log.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { printTable } from './table.ts';

const root = path.resolve(import.meta.dirname, '..');
const starts = Number(process.env['BENCH_STARTS'] ?? 3);
const goalMs = 3_000;
const port = 3000 + Math.floor(Math.random() * 1000) + 5000;
const databaseUrl = process.env['DATABASE_URL'];
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const commands = {
  'node apps/server/dist/server.js': [process.execPath, path.join(root, 'apps/server/dist/server.js')],
  'tsx apps/server/src/server.ts': [process.execPath, tsxCli, path.join(root, 'apps/server/src/server.ts')],
} as const;

type TStart = { ms: number; phases: Record<string, number> };

/** Starts the server, answers the milliseconds until /readyz said 200 and its phases, and stops it. */
async function timeToReady(command: readonly string[], env: NodeJS.ProcessEnv): Promise<TStart> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  try {
    // Fastify logs the address once it listens; then the readiness check is asked once.
    let phases: Record<string, number> = {};
    const listening = new Promise<void>((resolve) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line.includes('"startPhasesMs"')) phases = (JSON.parse(line) as TPhasesLine).startPhasesMs;
        if (line.includes('Server listening')) resolve();
      });
    });
    await Promise.race([listening, exited]);
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    if (response.status !== 200) throw new Error(`/readyz answered ${response.status}`);
    return { ms: performance.now() - started, phases };
  } finally {
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  }
}

type TPhasesLine = { startPhasesMs: Record<string, number> };

function medianOf(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

async function main() {
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');

  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    // The app logs the duration of each start phase at debug level.
    LOG_LEVEL: 'debug',
    WEB_DIST_DIR: '/nonexistent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  };
  try {
    process.stdout.write('first start (migrates and seeds the database, not counted)… ');
    console.log(`${Math.round((await timeToReady(commands['node apps/server/dist/server.js'], env)).ms)} ms`);

    console.log(
      `\nnode ${process.version}, ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ` +
        `${starts} starts each on the existing database, goal under ${goalMs} ms\n`,
    );
    const rows: string[][] = [];
    const phaseRows: string[][] = [];
    let phaseNames: string[] = [];
    for (const [name, command] of Object.entries(commands)) {
      const runs: TStart[] = [];
      for (let n = 0; n < starts; n += 1) runs.push(await timeToReady(command, env));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      phaseNames = Object.keys(runs[0]!.phases);
      phaseRows.push([
        name,
        ...phaseNames.map((phase) => String(medianOf(runs.map((run) => run.phases[phase] ?? 0)))),
      ]);
      rows.push([
        name,
        String(Math.round(median)),
        String(Math.round(times[0]!)),
        String(Math.round(times.at(-1)!)),
        median < goalMs ? 'yes' : 'no',
      ]);
    }
    printTable(['command', 'median ms', 'min ms', 'max ms', `< ${goalMs} ms`], rows);
    console.log('\nmedian ms of each start phase (loadModules: from the process start to the app build)\n');
    printTable(['command', ...phaseNames], phaseRows);
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
