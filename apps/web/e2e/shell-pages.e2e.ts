import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { profileButton, signIn, submitSignIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

const { common, shell } = texts;

describe('the shell around the pages', () => {
  const journey = useJourneyPage({ per: 'test' });

  it('brings a signed-out visitor of a protected page back to it, query included, after signing in', async () => {
    const { page } = journey;
    await page.goto('/user/amount?tab=atm');
    await page.waitForURL('**/signin');
    await expectNoSeriousA11yViolations(page);
    await submitSignIn(page, 'client@demo.test', 'Demo1234');
    await page.waitForURL('**/user/amount?tab=atm');
    await profileButton(page, '小安').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('answers an unknown address with the 404 page in the site’s frame', async () => {
    const { page } = journey;
    await page.goto('/no-such-page/at-all');
    await page.getByRole('heading', { level: 1, name: common.notFound.title }).waitFor();
    await page.getByText(common.notFound.text).waitFor();
    expect(await page.title()).toBe(`${common.notFound.title} | ${common.siteName}`);
    await page.locator('header').waitFor();
    await page.locator('footer').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the page alone in the apps’ view (mode=m)', async () => {
    const { page } = journey;
    await page.goto('/faq?mode=m');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('gives a phone the drawer and the bottom bar', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: shell.bottomBar.label });
    await shortcuts.getByRole('link').first().waitFor();
    expect(await shortcuts.getByRole('link').allInnerTexts()).toEqual([
      common.nav.focusIssues,
      common.nav.team,
      common.nav.article,
      common.nav.psychologicalScale,
    ]);
    await expectNoSeriousA11yViolations(page);

    const burger = page.getByRole('button', { name: common.nav.openMenu });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: common.nav.menuTitle });
    await drawer.getByRole('link', { name: common.nav.eap }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);

    await burger.click();
    await drawer.getByRole('link', { name: common.nav.team }).click();
    await page.waitForURL('**/team');
    await drawer.waitFor({ state: 'hidden' });

    await shortcuts.getByRole('link', { name: common.nav.article }).click();
    await page.waitForURL('**/article');
    await expectNoSeriousA11yViolations(page);
  });

  it('signs out a counselor after 50 minutes without input', async () => {
    const { page } = journey;
    await page.clock.install();
    await signIn(page, 'counselor3@demo.test');
    await profileButton(page, '王雅婷').waitFor();

    await page.clock.fastForward('50:05');
    await page.waitForURL('**/signin');
    await page.getByRole('dialog', { name: shell.session.idleTitle }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
  });
});
