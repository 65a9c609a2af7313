// The server under test, started by Playwright's webServer (playwright.config.ts): the real
// server on the given port, on a fresh embedded database (PGlite) in a temporary folder, seeded
// with the demo data and serving the built web app. The folder is deleted when the server ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, webDistDir } from './paths.ts';

const port = process.argv[2];
if (!port || !/^\d+$/.test(port)) throw new Error('Usage: serve-app.ts <port>');

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // Development, not production: /dev/outbox exists and the demo accounts are seeded.
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  WEB_DIST_DIR: webDistDir,
  LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
};
// Hermetic: the journeys never touch a shared PostgreSQL or Redis left over from the shell.
delete env['DATABASE_URL'];
delete env['REDIS_URL'];

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

const removeData = () => rmSync(dataDir, { recursive: true, force: true });
process.once('exit', removeData);
// Playwright (like a terminal's Ctrl-C) signals the whole process group, so the server has the
// signal already: it finishes its requests and ends, and then so do we, deleting the folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {});
}
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
