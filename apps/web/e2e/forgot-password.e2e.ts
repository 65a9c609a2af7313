import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { followOutboxLink } from './support/outbox.ts';
import { newAccount, registerAndActivate } from './support/register.ts';
import { profileButton, signInForm, submitSignIn } from './support/sign-in.ts';
import { pattern, serverMessages, texts } from './support/texts.ts';

/**
 * A client who forgot their password asks for a reset link, follows it from /dev/outbox, sets a
 * new password and signs in with it; the old one no longer works. The account is registered by
 * this journey, so no demo account's password changes under another journey.
 */
test.describe('forgotten password', () => {
  test('resets the password through the mailed link; only the new one signs in', async ({ page }) => {
    const account = newAccount('forgot', '忘記密碼的小華');
    const newPassword = 'Kite7Orchard';

    await test.step('starts with an activated account of its own', async () => {
      await registerAndActivate(page, account);
    });

    await test.step('asks for a reset link from the sign-in page', async () => {
      await page.goto('/signin');
      await signInForm(page).getByRole('link', { name: texts.auth.signIn.forgotLink }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/signin' && url.searchParams.get('mode') === 'forgot',
      );
      await expect(page.getByRole('heading', { level: 1, name: texts.auth.forgot.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel(pattern(texts.auth.fields.email, { prefix: true })).fill(account.email);
      await page.getByRole('button', { name: texts.auth.forgot.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.auth.forgot.sent })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('sets a new password through the link in the mail', async () => {
      await followOutboxLink(page, account.email, {
        subject: serverMessages.resetMailSubject,
        pathname: '/signin/reset',
      });

      await expect(page.getByRole('heading', { level: 1, name: texts.auth.reset.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel(pattern(texts.auth.fields.newPassword, { prefix: true })).fill(newPassword);
      await page.getByLabel(pattern(texts.auth.fields.confirmPassword, { prefix: true })).fill(newPassword);
      await page.getByRole('button', { name: texts.auth.reset.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.auth.reset.success })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('refuses the old password with the localized message', async () => {
      await page.getByRole('link', { name: texts.auth.activate.goSignIn }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await submitSignIn(page, account.email, account.password);

      await expect(
        page.getByRole('alert').filter({ hasText: serverMessages.invalidCredentials }),
      ).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/signin');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('signs in with the new password', async () => {
      await submitSignIn(page, account.email, newPassword);

      // A brand-new client's first stop (shell spec §4).
      await expect(page).toHaveURL((url) => url.pathname === '/welcome');
      await expect(profileButton(page, account.nickname)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
