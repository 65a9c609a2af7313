import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginLink, profileButton, signIn, signOut } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

/**
 * Each role lands on its own home after signing in, sees its name, and logs out again. The demo
 * accounts of seed-demo.ts; client@demo.test, since newclient@demo.test is left to journeys about
 * a brand-new client.
 */
test.describe('demo accounts sign in to their role homes', () => {
  test('shows the sign-in page', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: texts.auth.signIn.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('takes a counselor to the next-course page with their full name', async ({ page }) => {
    await signIn(page, 'counselor1@demo.test');

    await expect(page).toHaveURL((url) => url.pathname === '/counselor/nextcourse');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.common.roleHome.counselorNextCourse }),
    ).toBeVisible();
    await expect(page.getByText(fill(texts.common.roleHome.greeting, { name: '陳怡君' }))).toBeVisible();
    await expect(profileButton(page, '陳怡君')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '陳怡君');
  });

  test('takes the expert to the application list with their nickname', async ({ page }) => {
    await signIn(page, 'expert@demo.test');

    await expect(page).toHaveURL((url) => url.pathname === '/expert/applicationlist');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.common.roleHome.expertApplicationList }),
    ).toBeVisible();
    await expect(page.getByText(fill(texts.common.roleHome.greeting, { name: '林督導' }))).toBeVisible();
    await expect(profileButton(page, '林督導')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '林督導');
  });

  test('takes a client to the home page with their nickname, and logs out', async ({ page }) => {
    await signIn(page, 'client@demo.test');

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(profileButton(page, '小安')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '小安');
    await expect(profileButton(page, '小安')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await test.step('signed out for good: a reload keeps Login, a role page asks to sign in', async () => {
      await page.reload();
      await expect(loginLink(page)).toBeVisible();
      await page.goto('/counselor/nextcourse');
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
    });
  });
});
