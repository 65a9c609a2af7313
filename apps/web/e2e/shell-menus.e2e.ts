import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { profileButton, signIn } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

const { shell } = texts;

/** Opens the account menu under the user's name and answers its entries' names, in order. */
async function openProfileMenu(page: Page, name: string): Promise<string[]> {
  await profileButton(page, name).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  return menu.getByRole('menuitem').allInnerTexts();
}

/** Each role's top bar: the spec's menu, the mail icon, the bell (not for experts), the profile panel. */
describe('the top bar of each role', () => {
  const journey = useJourneyPage({ per: 'test', viewport: { width: 1600, height: 900 } });

  it('shows a visitor the spec’s menu, the scale link of a local host and Login', async () => {
    const { page } = journey;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: texts.common.nav.label });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      texts.common.nav.team,
      texts.common.nav.focusIssues,
      texts.common.nav.psychologicalScale,
      texts.common.nav.article,
      texts.common.nav.eap,
    ]);
    expect(
      await nav.getByRole('link', { name: texts.common.nav.psychologicalScale }).getAttribute('href'),
    ).toBe('/article?authorid=35&pageno=1');
    await page.locator('header').getByRole('link', { name: texts.common.nav.login }).waitFor();
    expect(await page.getByRole('button', { name: shell.mailbox.open }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('shows a client their balance, points, account menu and reservation bell', async () => {
    const { page } = journey;
    await signIn(page, 'client@demo.test');
    const bell = page.locator('header').getByRole('link', { name: /^即將進行的諮商：\d+ 筆$/ });
    expect(await bell.getAttribute('href')).toBe('/user/nextcourse');
    expect(await page.locator('header').getByRole('link', { name: texts.common.nav.login }).count()).toBe(0);

    const items = await openProfileMenu(page, '小安');
    expect(items).toEqual([
      shell.profile.amount,
      shell.profile.courseRecords,
      shell.profile.supportCenter,
      shell.profile.accountSetting,
      shell.profile.logout,
    ]);
    const menu = page.getByRole('menu');
    await menu.getByText(fill(shell.profile.reservedAmount, { amount: '0' })).waitFor();
    await menu.getByText(fill(shell.profile.bonusAmount, { amount: '0' })).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Escape closes the panel and gives focus back to the button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await profileButton(page, '小安').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );

    await page
      .locator('header')
      .getByRole('link', { name: /^即將進行的諮商/ })
      .click();
    await page.waitForURL('**/user/nextcourse');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows a counselor their rating as stars and the counselor menu', async () => {
    const { page } = journey;
    await signIn(page, 'counselor1@demo.test');
    const bell = page.locator('header').getByRole('link', { name: /^即將進行的諮商：\d+ 筆$/ });
    expect(await bell.getAttribute('href')).toBe('/counselor/nextcourse');

    const items = await openProfileMenu(page, '陳怡君');
    expect(items).toEqual([
      shell.profile.courseFeedback,
      shell.profile.scheduleTemplate,
      shell.profile.scheduleCalendar,
      shell.profile.createIssueCourse,
      shell.profile.issueCourseList,
      shell.profile.amount,
      shell.profile.accountSetting,
      shell.profile.tutorial,
      shell.profile.logout,
    ]);
    await page
      .getByRole('menu')
      .getByText(fill(shell.profile.rating, { grade: '0.0' }))
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('menuitem', { name: shell.profile.scheduleCalendar }).click();
    await page.waitForURL('**/counselor/schedule-calendar');
    // A route change closes the panel.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
  });

  it('shows an expert the three review entries and change password, and no bell', async () => {
    const { page } = journey;
    await signIn(page, 'expert@demo.test');
    await page.getByRole('button', { name: new RegExp(`^${shell.mailbox.open}`) }).waitFor();
    expect(
      await page
        .locator('header')
        .getByRole('link', { name: /^即將進行的諮商/ })
        .count(),
    ).toBe(0);

    const items = await openProfileMenu(page, '林督導');
    expect(items.map((item) => item.replace(/\s*\d+[\s\S]*$/, ''))).toEqual([
      shell.profile.applicationList,
      shell.profile.reviewIssueCourseList,
      shell.profile.reviewLicense,
      shell.profile.changePassword,
      shell.profile.logout,
    ]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('menuitem', { name: new RegExp(`^${shell.profile.reviewLicense}`) }).click();
    await page.waitForURL('**/expert/reviewlicense');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page);
  });
});
