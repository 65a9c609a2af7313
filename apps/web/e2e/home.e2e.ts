import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';

describe('home page', () => {
  const journey = useJourneyPage();

  it('shows a titled page in the visitor language, accessible, without errors', async () => {
    const { page } = journey;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh-(TW|Hant)/i);
    await expectNoSeriousA11yViolations(page);
    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });

  it('registers the service worker that shows pushed notifications', async () => {
    const { page } = journey;
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
  });

  it('answers an unknown address with the 404 page', async () => {
    const { page } = journey;
    await page.goto('/no-such-page-here');
    await expect.poll(() => page.locator('body').innerText()).toContain('404');
    await expectNoSeriousA11yViolations(page);
  });
});
