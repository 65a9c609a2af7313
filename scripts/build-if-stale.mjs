// `npm start` runs this first: the web app is built (`npm run build`) only when its build is
// missing or older than what it is built from. The build's outputs are every apps/web/dist*
// folder, whatever files the build writes there; its inputs are the web app's sources and
// configuration, the shared contracts and the lockfile. `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
/** Under apps/web but not read by the build: dependencies, outputs, the journeys and their reports. */
const notInputs = new Set(['node_modules', 'e2e', 'test-results', 'playwright-report', 'coverage']);
const isOutput = (name) => name.startsWith('dist');

/** Newest and oldest modification time of the files under `entry` (a file or a folder). */
function fileTimes(entry, skip = () => false) {
  const times = { newest: 0, oldest: Infinity, files: 0 };
  const visit = (current) => {
    const stats = statSync(current);
    if (!stats.isDirectory()) {
      times.newest = Math.max(times.newest, stats.mtimeMs);
      times.oldest = Math.min(times.oldest, stats.mtimeMs);
      times.files += 1;
      return;
    }
    for (const name of readdirSync(current)) if (!skip(name)) visit(path.join(current, name));
  };
  if (existsSync(entry)) visit(entry);
  return times;
}

function staleReason() {
  if (process.argv.includes('--force')) return 'asked to (--force)';
  const outputDirs = readdirSync(web).filter(isOutput);
  if (!existsSync(path.join(web, 'dist', 'index.html'))) return 'no build yet';
  const built = Math.min(...outputDirs.map((name) => fileTimes(path.join(web, name)).oldest));
  const inputs = [
    fileTimes(web, (name) => notInputs.has(name) || isOutput(name)),
    fileTimes(path.join(root, 'packages/contracts'), (name) => name === 'node_modules'),
    fileTimes(path.join(root, 'package-lock.json')),
  ];
  const changed = Math.max(...inputs.map((times) => times.newest));
  return changed > built ? 'sources changed since the last build' : null;
}

const reason = staleReason();
if (!reason) {
  console.log('web app: the build in apps/web/dist is up to date');
} else {
  console.log(`web app: building (${reason})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
