import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { demoPassword, loginLink, profileButton, submitSignIn } from './support/sign-in.ts';
import { serverMessages, texts } from './support/texts.ts';

/**
 * A counselor opens their page while signed out, is sent to sign in, mistypes the password (a
 * localized error, and no session), then signs in and is brought back to the page they asked for.
 */
test.describe('wrong password and a protected page', () => {
  // The counselor's home is this same path; the query string tells "brought back" from "landed
  // on the role home".
  const protectedPage = '/counselor/nextcourse?from=e2e';

  test('refuses a wrong password, then brings the counselor back to the page they asked for', async ({
    page,
  }) => {
    await test.step('sends a signed-out visitor of a counselor page to sign in', async () => {
      await page.goto(protectedPage);
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await expect(page.getByRole('heading', { level: 1, name: texts.auth.signIn.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('refuses a wrong password with the localized message and starts no session', async () => {
      await submitSignIn(page, 'counselor2@demo.test', 'Wrong1234');

      const alert = page.getByRole('alert').filter({ hasText: serverMessages.invalidCredentials });
      await expect(alert).toContainText(serverMessages.invalidCredentials);
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await expectNoSeriousA11yViolations(page);

      // No session: the site still offers Login, and the counselor page still asks to sign in.
      await page.goto('/');
      await expect(loginLink(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto(protectedPage);
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
    });

    await test.step('brings the counselor back to the page they asked for once signed in', async () => {
      await submitSignIn(page, 'counselor2@demo.test', demoPassword);

      await expect(page).toHaveURL((url) => url.pathname + url.search === protectedPage);
      await expect(
        page.getByRole('heading', { level: 1, name: texts.common.roleHome.counselorNextCourse }),
      ).toBeVisible();
      await expect(profileButton(page, '林志明')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
