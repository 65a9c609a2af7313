import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { closeWithEscape } from './support/interactive.ts';
import { apiAccessToken, profileButton, signIn } from './support/sign-in.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { shell } = texts;

/** Opens the account menu under the user's name; answers the menu. */
async function openProfileMenu(page: Page, name: string) {
  await profileButton(page, name).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The top bar's reservation bell, named with the number of coming sessions. */
const bellOf = (page: Page) => page.locator('header').getByRole('link', { name: pattern(shell.bell.label) });

/** Each role's top bar: the spec's menu, the mail icon, the bell (not for experts), the profile panel. */
test.describe('the top bar of each role', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('shows a visitor the spec’s menu, the scale link of a local host and Login', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: texts.common.nav.label });
    await expect(nav.getByRole('link')).toHaveText([
      texts.common.nav.team,
      texts.common.nav.focusIssues,
      texts.common.nav.psychologicalScale,
      texts.common.nav.article,
      texts.common.nav.eap,
    ]);
    await expect(nav.getByRole('link', { name: texts.common.nav.psychologicalScale })).toHaveAttribute(
      'href',
      '/article?authorid=35&pageno=1',
    );
    await expect(page.locator('header').getByRole('link', { name: texts.common.nav.login })).toBeVisible();
    await expect(page.getByRole('button', { name: shell.mailbox.open })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a client their balance, points, account menu and reservation bell', async ({ page }) => {
    await signIn(page, 'client@demo.test');
    await expect(bellOf(page)).toHaveAttribute('href', '/user/nextcourse');
    await expect(page.locator('header').getByRole('link', { name: texts.common.nav.login })).toHaveCount(0);

    const menu = await openProfileMenu(page, '小安');
    await expect(menu.getByRole('menuitem')).toHaveText([
      shell.profile.amount,
      shell.profile.courseRecords,
      shell.profile.customConsultation,
      shell.profile.supportCenter,
      shell.profile.accountSetting,
      shell.profile.logout,
    ]);
    // The demo client's points as the API gives them (other journeys book and pay with them).
    const token = await apiAccessToken(page.request, 'client@demo.test');
    const profile = (await (
      await page.request.get('/api/zh-tw/client?isNewVersion=true', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { reservedAmount: number; bonusAmount: number } };
    const amount = (points: number) => points.toLocaleString('en-US');
    await expect(
      menu.getByText(fill(shell.profile.reservedAmount, { amount: amount(profile.data.reservedAmount) })),
    ).toBeVisible();
    await expect(
      menu.getByText(fill(shell.profile.bonusAmount, { amount: amount(profile.data.bonusAmount) })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await test.step('Escape closes the panel and gives focus back to the button', async () => {
      await closeWithEscape(menu);
      await expect(profileButton(page, '小安')).toBeFocused();
    });

    await bellOf(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/nextcourse');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a counselor their rating as stars and the counselor menu', async ({ page }) => {
    await signIn(page, 'counselor1@demo.test');
    await expect(bellOf(page)).toHaveAttribute('href', '/counselor/nextcourse');

    const menu = await openProfileMenu(page, '陳怡君');
    await expect(menu.getByRole('menuitem')).toHaveText([
      shell.profile.courseFeedback,
      shell.profile.scheduleTemplate,
      shell.profile.scheduleCalendar,
      shell.profile.createIssueCourse,
      shell.profile.issueCourseList,
      shell.profile.customConsultation,
      shell.profile.caseRecords,
      shell.profile.myColumn,
      shell.profile.myLectures,
      shell.profile.amount,
      shell.profile.personal,
      shell.profile.accountSetting,
      shell.profile.tutorial,
      shell.profile.logout,
    ]);
    // counselor1's five demo ratings: 5, 4, 5, 4, 5.
    await expect(
      menu.getByText(fill(texts.common.rating.label, { grade: '4.6', count: '5' })),
    ).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('menuitem', { name: shell.profile.scheduleCalendar }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/counselor/schedule-calendar');
    // A route change closes the panel.
    await expect(menu).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('leads a counselor to 個人檔案: her introduction as clients see it', async ({ page }) => {
    await signIn(page, 'counselor1@demo.test');
    await (
      await openProfileMenu(page, '陳怡君')
    )
      .getByRole('menuitem', { name: shell.profile.personal })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/counselor/personal');
    await expect(page.getByRole('heading', { level: 1, name: texts.directory.personal.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: '陳怡君' })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.directory.personal.openPublic })).toHaveAttribute(
      'href',
      /^\/team\/[0-9a-f-]{36}$/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('shows an expert the review entries, the audit log and change password, and no bell', async ({
    page,
  }) => {
    await signIn(page, 'expert@demo.test');
    await expect(
      page.getByRole('button', { name: pattern(shell.mailbox.open, { prefix: true }) }),
    ).toBeVisible();
    await expect(bellOf(page)).toHaveCount(0);

    const menu = await openProfileMenu(page, '林督導');
    // The review entries carry the number of items waiting.
    await expect(menu.getByRole('menuitem')).toHaveText([
      pattern(shell.profile.applicationList, { prefix: true }),
      pattern(shell.profile.reviewIssueCourseList, { prefix: true }),
      pattern(shell.profile.reviewLicense, { prefix: true }),
      pattern(shell.profile.reviewArticles, { prefix: true }),
      shell.profile.auditLog,
      shell.profile.changePassword,
      shell.profile.logout,
    ]);
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('menuitem', { name: pattern(shell.profile.reviewLicense, { prefix: true }) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/expert/reviewlicense');
    await expect(menu).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
