// What the home page (/) makes a browser download before it hydrates, gzipped at level 9
// (deterministic byte counts, not timings), against the budgets. Runs at the end of `npm run build`
// (and alone: `npm run check:budgets -w @app/web`). Prints every file largest first, and what
// changed since the recorded sizes (budgets.json) by file name without its hash; exits 1 over a
// budget, which fails the build. `--record` writes the sizes of this build as the new record.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

type TManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type TManifest = Record<string, TManifestChunk>;

const KB = 1024;
/**
 * What a phone loads before the home page works (docs/performance.md): React DOM and React Router
 * alone take 96 KB of the JavaScript.
 */
const BUDGETS = { js: 150 * KB, css: 30 * KB } as const;
/** The route module the home page loads before it hydrates (app/router.tsx). */
const HOME_ROUTE = 'src/app/routes/public/home.tsx';
/** The texts it loads before it hydrates, in its default language: the shell's and its own. */
const HOME_TEXTS = ['common', 'shell', 'home'].map((namespace) => `src/locales/zh-TW/${namespace}.json`);

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

/**
 * `assets/index-BGDqHR5F.js` → `assets/index.js`: the same file across builds. A text file keeps
 * its source's name (`src/locales/zh-TW/home.json`): its chunk's name is the namespace alone.
 */
const stableName = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');
const chunkName = ({ file, src }: TManifestChunk) =>
  src?.startsWith('src/locales/') ? src : stableName(file);

const manifestFile = path.join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run vite build first.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as TManifest;
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const chunks = loadedChunks(manifest, [...entries, HOME_ROUTE, ...HOME_TEXTS]);
// Every page links the one stylesheet (cssCodeSplit is off); index.html names it.
const stylesheets = [
  ...readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(
    /<link rel="stylesheet"[^>]*href="\/([^"]+)"/g,
  ),
];
const files = {
  js: chunks.map((chunk) => ({ file: chunk.file, name: chunkName(chunk) })),
  css: [
    ...new Set([...stylesheets.map(([, file]) => file ?? ''), ...chunks.flatMap(({ css = [] }) => css)]),
  ].map((file) => ({ file, name: stableName(file) })),
};

const previous: Record<string, number> = existsSync(recordFile)
  ? (JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, number>)
  : {};
const current: Record<string, number> = {};
let overBudget = false;
for (const kind of ['js', 'css'] as const) {
  const sizes = files[kind]
    .map(({ file, name }) => ({ name, bytes: gzippedBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const recorded = Object.entries(previous)
    .filter(([name]) => (kind === 'css') === name.endsWith('.css'))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  const over = total > BUDGETS[kind];
  overBudget ||= over;
  console.log(
    `${kind.toUpperCase()} loaded by /: ${(total / KB).toFixed(1)} KB gzipped ` +
      `(recorded ${(recorded / KB).toFixed(1)} KB), budget ${BUDGETS[kind] / KB} KB${over ? ' — OVER' : ''}`,
  );
  for (const { name, bytes } of sizes) {
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
const gone = Object.keys(previous).filter((name) => !(name in current));
if (gone.length > 0) console.log(`No longer loaded by /: ${gone.join(', ')}`);
if (overBudget) console.log('Over budget: the files marked + grew since the record (build/budgets.json).');
if (process.argv.includes('--record')) writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
if (overBudget) process.exitCode = 1;
