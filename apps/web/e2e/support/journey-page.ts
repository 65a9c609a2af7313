import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { connectBrowser, newContext, newPage, pageProblems } from './browser.ts';

type TJourneyPageOptions = {
  /**
   * 'journey' (the default): one page for every step of the describe block, each step going on
   * where the one before stopped. 'test': a fresh context and page for each test, checked for
   * page errors and 5xx answers after it.
   */
  per?: 'journey' | 'test';
  /** The window size, instead of newContext's laptop. */
  viewport?: { width: number; height: number };
};

export type TJourneyPage = {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
};

/**
 * Registers the hooks that connect to the run's Chromium, open the journey's context and page, and
 * close them again; call it at the top of a describe block. The returned accessors are read inside
 * the tests (`const { page } = journey;`), once the hooks have run.
 */
export function useJourneyPage(options: TJourneyPageOptions = {}): TJourneyPage {
  const { per = 'journey', viewport } = options;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  const openPage = async () => {
    context = await newContext(opened(browser), viewport ? { viewport } : {});
    page = await newPage(context);
  };

  beforeAll(async () => {
    browser = await connectBrowser();
    if (per === 'journey') await openPage();
  });
  if (per === 'test') {
    beforeEach(openPage);
    afterEach(async () => {
      expect(pageProblems(opened(page))).toMatchObject({ pageErrors: [], failedRequests: [] });
      await opened(context).close();
    });
  }
  // Closing the connection closes the journey's contexts too.
  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser() {
      return opened(browser);
    },
    get context() {
      return opened(context);
    },
    get page() {
      return opened(page);
    },
  };
}

function opened<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('useJourneyPage: read inside a test, after its hooks have run');
  return value;
}
