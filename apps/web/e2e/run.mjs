// End-to-end journeys: checks the prerequisites, then runs the journeys with Vitest. The
// config's global setup starts the server on a free port with a temporary database and stops it
// (deleting the folder) afterwards, whether the journeys pass or fail.
// Extra arguments go to Vitest, e.g. `node apps/web/e2e/run.mjs home` runs home.e2e.ts only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distIndex = path.resolve(process.env.E2E_WEB_DIST_DIR ?? path.join(here, '../dist'), 'index.html');

if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(distIndex)) {
  console.error(`${distIndex} is missing: build the web app first (npm run build).`);
  process.exit(1);
}

const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const child = spawn(
  process.execPath,
  [vitest, 'run', '--config', path.join(here, 'vitest.e2e.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
// Ctrl-C reaches Vitest through the terminal's process group; pass on a SIGTERM sent to us alone.
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
