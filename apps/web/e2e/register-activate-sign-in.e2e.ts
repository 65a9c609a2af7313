import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { followOutboxLink } from './support/outbox.ts';
import { newAccount, registerThroughForm } from './support/register.ts';
import { loginLink, profileButton, signInForm, submitSignIn } from './support/sign-in.ts';
import { serverMessages, texts } from './support/texts.ts';

/**
 * A new client registers, is told to activate before signing in, activates through the mail in
 * /dev/outbox, signs in and finds their nickname in the top bar.
 */
test.describe('register, activate and sign in', () => {
  test('registers, activates through the mail and signs in', async ({ page }) => {
    const account = newAccount('register', '測試小明');

    await test.step('registers through the form with the not-a-robot check', async () => {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1, name: texts.auth.signIn.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await registerThroughForm(page, account);
    });

    await test.step('refuses to sign in before activation and offers the mail again', async () => {
      await page.getByRole('tab', { name: texts.auth.signIn.title }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/signin' && !url.searchParams.has('mode'));
      await submitSignIn(page, account.email, account.password);

      const alert = page.getByRole('alert').filter({ hasText: serverMessages.accountNotActivated });
      await expect(alert).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await alert.getByRole('button', { name: texts.auth.resend.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.auth.resend.sent })).toBeVisible();

      // Still on the sign-in page with its form, and the site's top bar still offers Login.
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await expect(signInForm(page)).toBeVisible();
      await page.goto('/');
      await expect(loginLink(page)).toBeVisible();
    });

    await test.step('activates the account from the mail in /dev/outbox', async () => {
      // The mail asked for again carries the only link that still works.
      await followOutboxLink(page, account.email, {
        subject: serverMessages.activationMailSubject,
        pathname: '/ActivateResult',
        sent: 2,
      });

      await expect(page.getByRole('heading', { level: 1, name: texts.auth.activate.title })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: texts.auth.activate.success })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('signs in and sees their nickname in the top bar', async () => {
      await page.getByRole('link', { name: texts.auth.activate.goSignIn }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await expect(signInForm(page)).toBeVisible();
      await submitSignIn(page, account.email, account.password);

      // A client who has not had their free session yet is taken to /welcome (shell spec §4).
      await expect(page).toHaveURL((url) => url.pathname === '/welcome');
      await expect(profileButton(page, account.nickname)).toContainText(account.nickname);
      await expect(loginLink(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
