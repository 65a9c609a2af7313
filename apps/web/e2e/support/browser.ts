import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Headless Chromium with the flags this machine needs: no sandbox (CI runs as root), and no
 * background traffic to Google's hosts, which the closed network refuses. Playwright gives each
 * launch a fresh, temporary user-data folder and deletes it on close.
 */
const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** One Chromium for the whole run, started by the global setup; journeys connect to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * The run's shared Chromium (journey files run in their own workers, so they connect to it
 * rather than each starting a browser). Closing the returned handle closes this journey's
 * contexts and disconnects; the browser itself lives until the run ends.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/**
 * A context as a visitor from Taiwan sees the site: zh-TW, Asia/Taipei, a laptop wide enough for
 * the full top bar with a signed-in user's name (narrower windows get the compact bar, which
 * shows the picture only). Each journey takes a fresh one, so no cookie or storage leaks from
 * one journey to the next.
 */
export function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: { width: 1440, height: 900 },
    ...options,
  });
}

export type TPageProblems = { pageErrors: string[]; consoleErrors: string[]; failedRequests: string[] };

const problemsOf = new WeakMap<Page, TPageProblems>();

/**
 * A page with short timeouts (a journey waits for what a person would see, not for minutes), and
 * a record of uncaught errors, console errors and 5xx answers for `pageProblems(page)`.
 */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.setDefaultNavigationTimeout(20_000);
  const problems: TPageProblems = { pageErrors: [], consoleErrors: [], failedRequests: [] };
  problemsOf.set(page, problems);
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return page;
}

export function pageProblems(page: Page): TPageProblems {
  return problemsOf.get(page) ?? { pageErrors: [], consoleErrors: [], failedRequests: [] };
}
