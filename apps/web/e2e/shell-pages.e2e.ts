import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { demoPassword, profileButton, signIn, submitSignIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

const { common, shell } = texts;

test.describe('the shell around the pages', () => {
  test('brings a signed-out visitor of a protected page back to it, query included, after signing in', async ({
    page,
  }) => {
    await page.goto('/user/amount?tab=atm');
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
    await expectNoSeriousA11yViolations(page);
    await submitSignIn(page, 'client@demo.test', demoPassword);
    await expect(page).toHaveURL((url) => url.pathname + url.search === '/user/amount?tab=atm');
    await expect(profileButton(page, '小安')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('answers an unknown address with the 404 page in the site’s frame', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: common.notFound.title })).toBeVisible();
    await expect(page.getByText(common.notFound.text)).toBeVisible();
    await expect(page).toHaveTitle(`${common.notFound.title} | ${common.siteName}`);
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the page alone in the apps’ view (mode=m)', async ({ page }) => {
    await page.goto('/faq?mode=m');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('gives a phone the drawer and the bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: shell.bottomBar.label });
    await expect(shortcuts.getByRole('link')).toHaveText([
      shell.bottomBar.focusIssues,
      shell.bottomBar.team,
      shell.bottomBar.article,
      shell.bottomBar.psychologicalScale,
    ]);
    await expectNoSeriousA11yViolations(page);

    const burger = page.getByRole('button', { name: common.nav.openMenu });
    const drawer = page.getByRole('dialog', { name: common.nav.menuTitle });
    await test.step('the drawer opens, and Escape closes it with focus back on the button', async () => {
      await burger.click();
      await expect(drawer.getByRole('link', { name: common.nav.eap })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(burger).toBeFocused();
    });

    await test.step('a link in the drawer goes there and closes it; so do the shortcuts', async () => {
      await burger.click();
      await drawer.getByRole('link', { name: common.nav.team }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/team');
      await expect(drawer).toBeHidden();

      await shortcuts.getByRole('link', { name: common.nav.article }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/article');
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('signs out a counselor after 50 minutes without input', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'counselor3@demo.test');
    await expect(profileButton(page, '王雅婷')).toBeVisible();

    await page.clock.fastForward('50:05');
    await expect(page).toHaveURL((url) => url.pathname === '/signin');
    await expect(page.getByRole('dialog', { name: shell.session.idleTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });
});
