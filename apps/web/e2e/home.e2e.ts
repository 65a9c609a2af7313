import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { connectBrowser, newContext, newPage, pageProblems } from './support/browser.ts';

describe('home page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await connectBrowser();
    context = await newContext(browser);
    page = await newPage(context);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a titled page in the visitor language, accessible, without errors', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh-(TW|Hant)/i);
    await expectNoSeriousA11yViolations(page);
    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });

  it('answers an unknown address with the 404 page', async () => {
    await page.goto('/no-such-page-here');
    await expect.poll(() => page.locator('body').innerText()).toContain('404');
    await expectNoSeriousA11yViolations(page);
  });
});
