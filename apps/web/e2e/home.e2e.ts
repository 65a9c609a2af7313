import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('home page', () => {
  test('shows a titled page in the visitor language, accessible, without errors', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh-(TW|Hant)/i);
    await expectNoSeriousA11yViolations(page);
  });

  test('registers the service worker that shows pushed notifications', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
  });

  test('answers an unknown address with the 404 page', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.locator('body')).toContainText('404');
    await expectNoSeriousA11yViolations(page);
  });
});
