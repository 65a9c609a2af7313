/**
 * Lighthouse on the public pages, as a visitor's phone sees them: performance, accessibility,
 * best practices and SEO, with the paint and layout figures behind the performance score.
 *
 *   npm run build && npm run bench:web     the built web app, served by a fresh server
 *   BENCH_WEB_URL=http://… npm run bench:web   a server that runs already
 *
 * The server starts as the journeys start it: a temporary data folder, demo data. Lighthouse's
 * mobile defaults (a mid-range phone, simulated slow 4G) in Debian's Chromium, headless. The
 * scores are Lighthouse's own, so they move between runs and machines: each page is measured
 * BENCH_WEB_RUNS times (3 by default), and the run with the median performance score is reported,
 * with every run's performance score beside it.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from './room-bench-services.ts';
import { printTable } from './table.ts';

const chromiumPath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env['BENCH_WEB_RUNS'] ?? 3));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals: Record<(typeof categories)[number], number> = {
  performance: 0.9,
  accessibility: 0.95,
  'best-practices': 0.9,
  seo: 0.95,
};
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

type TPage = { name: string; path: string | null };

/** The id of the first record of a public list (`{ data: { records: [{ id }] } }`), if any. */
async function firstRecordId(baseUrl: string, apiPath: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/zh-tw${apiPath}`);
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { records?: { id?: string }[] } };
  return body.data?.records?.[0]?.id ?? null;
}

/** A page's address, or null when it does not exist (yet) on this server. */
async function existingPath(baseUrl: string, path: string | null): Promise<string | null> {
  if (path === null) return null;
  const response = await fetch(`${baseUrl}${path}`);
  await response.body?.cancel();
  return response.ok ? path : null;
}

async function pagesOf(baseUrl: string): Promise<TPage[]> {
  const counselorId = await firstRecordId(baseUrl, '/Counselor/List?start_page=0&page_size=1');
  const topicId = await firstRecordId(baseUrl, '/CounselorIssueCourse/List?start_page=0&page_size=1');
  return [
    { name: 'home', path: '/' },
    { name: 'counselors', path: '/team' },
    { name: 'counselor', path: counselorId && `/team/${counselorId}` },
    { name: 'topics', path: '/focusissues' },
    { name: 'topic', path: await existingPath(baseUrl, topicId && `/focusissues/${topicId}`) },
  ];
}

const score = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(2));

type TLighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One Lighthouse run of a page. Lighthouse's trace now and then misses the navigation
 * (NO_NAVSTART), sometimes twice in a row: a run that fails is tried up to twice more before the
 * bench stops.
 */
async function audit(url: string, port: number, retries = 2): Promise<TLighthouseResult> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: [...categories],
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (retries > 0) return audit(url, port, retries - 1);
  throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
}

async function main() {
  const app = process.env['BENCH_WEB_URL'] ? null : await startApp({});
  const baseUrl = process.env['BENCH_WEB_URL'] ?? app!.url;
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      // Chromium refuses to run as root with its sandbox on.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
  const rows: string[][] = [];
  let missed = false;
  let version = '';
  try {
    for (const page of await pagesOf(baseUrl)) {
      if (page.path === null) {
        rows.push([page.name, 'not available', ...Array<string>(categories.length + 4).fill('')]);
        continue;
      }
      const results: TLighthouseResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await audit(`${baseUrl}${page.path}`, chrome.port));
      const performance = (lhr: TLighthouseResult) => lhr.categories['performance']?.score ?? 0;
      const byPerformance = results.sort((a, b) => performance(a) - performance(b));
      const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
      version = lhr.lighthouseVersion;
      const scores = categories.map((category) => lhr.categories[category]?.score ?? null);
      missed ||= scores.some((value, index) => value === null || value < goals[categories[index]!]);
      rows.push([
        `${page.name} ${page.path}`,
        ...scores.map(score),
        ...Object.values(metrics).map((id) => lhr.audits[id]?.displayValue ?? '–'),
        byPerformance.map((one) => score(performance(one))).join(' '),
      ]);
      // What kept a score down: the failing audits that weigh on it, by name.
      const failing = categories.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 0.9)
          .map(({ id }) => `${category}: ${id}`),
      );
      if (failing.length > 0) console.log(`${page.path}\n  ${failing.join('\n  ')}`);
    }
  } finally {
    chrome.kill();
    await app?.stop();
  }
  console.log(
    `\nLighthouse ${version}, mobile profile, ${chromiumPath}, the median of ${runs} runs a page; goals: ` +
      `performance ≥ ${goals.performance}, accessibility ≥ ${goals.accessibility}, ` +
      `best practices ≥ ${goals['best-practices']}, SEO ≥ ${goals.seo}\n`,
  );
  printTable(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', ...Object.keys(metrics), `perf of ${runs} runs`],
    rows,
  );
  console.log(missed ? '\nSome scores are below their goals.' : '\nEvery score meets its goal.');
}

await main();
