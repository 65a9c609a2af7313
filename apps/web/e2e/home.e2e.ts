import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import home from '../src/locales/zh-TW/home.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';

test.describe('home page', () => {
  test('shows a titled page in the visitor language, accessible, without errors', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh-(TW|Hant)/i);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a few counselors and topics, each card leading to its page', async ({ page }) => {
    await page.goto('/');
    const counselors = page.getByRole('region', { name: home.previews.counselors });
    await expect(counselors.getByRole('article')).toHaveCount(3);
    await expect(counselors.getByRole('link', { name: home.previews.allCounselors })).toHaveAttribute(
      'href',
      '/team',
    );
    const topics = page.getByRole('region', { name: home.previews.topics });
    await expect(topics.getByRole('article').first()).toBeVisible();
    for (const link of await topics.getByRole('article').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/focusissues\/[0-9a-f-]{36}$/);
    }
    await expectNoSeriousA11yViolations(page);

    const first = counselors
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link');
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
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
