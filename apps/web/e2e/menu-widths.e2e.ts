import type { Page } from '@playwright/test';
import enCommon from '../src/locales/en-US/common.json' with { type: 'json' };
import enShell from '../src/locales/en-US/shell.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

type TLocale = 'tw' | 'us';
const words = {
  tw: { common: texts.common, shell: texts.shell },
  us: { common: enCommon, shell: enShell },
} as const;
const menuLabels = ['team', 'focusIssues', 'psychologicalScale', 'article', 'eap'] as const;

/** Chooses the language as the language switch does: remembered in storage and a cookie, then reloaded. */
async function useLocale(page: Page, locale: TLocale) {
  await page.context().addCookies([{ name: 'locale', value: locale, url: page.url() }]);
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'us' ? 'en' : 'zh-Hant-TW');
}

/** Signs in (the sign-in helper reads the Chinese form), then returns to `path` in `locale`. */
async function signInAsClient(page: Page, path: string, locale: TLocale) {
  await useLocale(page, 'tw');
  await signIn(page, 'client@demo.test');
  await page.goto(path);
  await useLocale(page, locale);
}

/** Whether an element's text runs over more than one line. */
const wraps = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
        return element.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((element) => element.textContent),
  );

/** The top bar at laptop widths: the whole menu on one line, nothing cut off, the section marked. */
async function expectFullMenu(page: Page, locale: TLocale) {
  const { common } = words[locale];
  const nav = page.locator('header').getByRole('navigation', { name: common.nav.label });
  await expect(nav.getByRole('link')).toHaveText(menuLabels.map((label) => common.nav[label]));
  await expect(page.getByRole('button', { name: common.nav.openMenu })).toHaveCount(0);
  expect(await wraps(page, 'header nav a')).toEqual([]);
  const overflow = await page
    .locator('header > div')
    .evaluate((inner) => inner.scrollWidth - inner.clientWidth);
  expect(overflow, 'the top bar holds everything without scrolling').toBeLessThanOrEqual(0);

  const current = nav.getByRole('link', { name: common.nav.team });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  // Seen, not only announced: the current entry's underline differs from the others'.
  const underline = (name: string) =>
    nav.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).borderBottomColor);
  expect(await underline(common.nav.team)).not.toBe(await underline(common.nav.eap));
}

for (const locale of ['tw', 'us'] as const) {
  test.describe(`the top bar and the bottom bar in ${locale === 'tw' ? 'Traditional Chinese' : 'English'}`, () => {
    test('shows the full menu at 1366 and 1440 px to a visitor and to a signed-in client', async ({
      page,
    }) => {
      // Checked for accessibility at the narrower width, where the bar is tightest.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/team');
      await useLocale(page, locale);
      await expectFullMenu(page, locale);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectFullMenu(page, locale);

      await signInAsClient(page, '/team', locale);
      await expectFullMenu(page, locale);
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectFullMenu(page, locale);
      await expectNoSeriousA11yViolations(page);
    });

    test('keeps the brand and the shortcuts on one line on a 390 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/focusissues');
      await useLocale(page, locale);
      const { common, shell } = words[locale];

      const brand = page.locator('header').getByRole('link', { name: common.nav.home });
      await expect(brand).toContainText(common.siteName);
      expect(await wraps(page, 'header a[href="/"] span')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const shortcuts = page.getByRole('navigation', { name: shell.bottomBar.label });
      await expect(shortcuts.getByRole('link')).toHaveText([
        shell.bottomBar.focusIssues,
        shell.bottomBar.team,
        shell.bottomBar.article,
        shell.bottomBar.psychologicalScale,
      ]);
      expect(await wraps(page, 'nav[aria-label] a > span')).toEqual([]);
      await expect(shortcuts.getByRole('link', { name: shell.bottomBar.focusIssues })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(shortcuts.locator('[aria-current]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      await signInAsClient(page, '/focusissues', locale);
      expect(await wraps(page, 'header a[href="/"] span')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
