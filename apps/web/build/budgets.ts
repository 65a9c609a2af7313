// What the home page (/) makes a browser download, gzipped at level 9 (deterministic byte counts,
// not timings), against the budgets: JavaScript ≤ 150 KB, CSS ≤ 30 KB. Run after `vite build`:
// `npm run check:budgets -w @app/web`. Prints every file largest first, and what changed since the
// recorded sizes (budgets.json) by file name without its hash; exits 1 over a budget.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

type TManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const KB = 1024;
const BUDGETS = { js: 150 * KB, css: 30 * KB } as const;
/** The route module the home page loads before it hydrates (app/router.tsx). */
const HOME_ROUTE = 'src/app/routes/public/home.tsx';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
const recordFile = path.join(webRoot, 'build', 'budgets.json');

function gzippedBytes(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The chunks a set of manifest entries load statically (what modulepreload fetches up front). */
function loadedChunks(manifest: TManifest, roots: string[]): TManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key] as TManifestChunk);
}

/** `assets/index-BGDqHR5F.js` → `assets/index.js`: the same file across builds. */
const stableName = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');

const manifestFile = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run vite build first.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as TManifest;
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const chunks = loadedChunks(manifest, [...entries, HOME_ROUTE]);
// Every page links the one stylesheet (cssCodeSplit is off); index.html names it.
const stylesheets = [
  ...readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(
    /<link rel="stylesheet"[^>]*href="\/([^"]+)"/g,
  ),
];
const files = {
  js: chunks.map(({ file }) => file),
  css: [...new Set([...stylesheets.map(([, file]) => file ?? ''), ...chunks.flatMap(({ css = [] }) => css)])],
};

const previous: Record<string, number> = existsSync(recordFile)
  ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, number>)
  : {};
const current: Record<string, number> = {};
let overBudget = false;
for (const kind of ['js', 'css'] as const) {
  const sizes = files[kind]
    .map((file) => ({ file, bytes: gzippedBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const over = total > BUDGETS[kind];
  overBudget ||= over;
  console.log(
    `${kind.toUpperCase()} loaded by /: ${(total / KB).toFixed(1)} KB gzipped, budget ${BUDGETS[kind] / KB} KB${over ? ' — OVER' : ''}`,
  );
  for (const { file, bytes } of sizes) {
    const name = stableName(file);
    current[name] = bytes;
    const before = previous[name];
    const change =
      before === undefined
        ? ' (new)'
        : bytes === before
          ? ''
          : ` (${bytes > before ? '+' : ''}${bytes - before} B)`;
    console.log(`  ${(bytes / KB).toFixed(1).padStart(7)} KB  ${name}${change}`);
  }
}
if (process.argv.includes('--record')) writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
if (overBudget) process.exitCode = 1;
