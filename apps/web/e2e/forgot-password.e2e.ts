import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { followOutboxLink } from './support/outbox.ts';
import { newAccount, registerThroughForm } from './support/register.ts';
import { profileButton, signInForm, submitSignIn } from './support/sign-in.ts';
import { serverMessages, texts } from './support/texts.ts';

/**
 * A client who forgot their password asks for a reset link, follows it from /dev/outbox, sets a
 * new password and signs in with it; the old one no longer works. The account is registered by
 * this journey, so no demo account's password changes under another journey.
 */
describe('forgotten password', () => {
  const account = newAccount('forgot', '忘記密碼的小華');
  const newPassword = 'NewPassw0rd99';
  const journey = useJourneyPage();

  it('starts with an activated account of its own', async () => {
    const { page } = journey;
    await page.goto('/signin');
    await registerThroughForm(page, account);
    await followOutboxLink(page, account.email, { subject: '請啟用您的帳號', pathname: '/ActivateResult' });
    await page.getByRole('status').filter({ hasText: texts.auth.activate.success }).waitFor();
  });

  it('asks for a reset link from the sign-in page', async () => {
    const { page } = journey;
    await page.goto('/signin');
    await signInForm(page).getByRole('link', { name: texts.auth.signIn.forgotLink }).click();
    await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('mode') === 'forgot');
    await page.getByRole('heading', { level: 1, name: texts.auth.forgot.title }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^電子郵件/).fill(account.email);
    await page.getByRole('button', { name: texts.auth.forgot.submit }).click();
    await page.getByRole('status').filter({ hasText: texts.auth.forgot.sent }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('sets a new password through the link in the mail', async () => {
    const { page } = journey;
    await followOutboxLink(page, account.email, { subject: '重設您的密碼', pathname: '/signin/reset' });

    await page.getByRole('heading', { level: 1, name: texts.auth.reset.title }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^新密碼/).fill(newPassword);
    await page.getByLabel(/^確認密碼/).fill(newPassword);
    await page.getByRole('button', { name: texts.auth.reset.submit }).click();
    await page.getByRole('status').filter({ hasText: texts.auth.reset.success }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('refuses the old password with the localized message', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: texts.auth.activate.goSignIn }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await submitSignIn(page, account.email, account.password);

    await page.getByRole('alert').filter({ hasText: serverMessages.invalidCredentials }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expectNoSeriousA11yViolations(page);
  });

  it('signs in with the new password', async () => {
    const { page } = journey;
    await submitSignIn(page, account.email, newPassword);

    // A brand-new client's first stop (shell spec §4).
    await page.waitForURL((url) => url.pathname === '/welcome');
    await profileButton(page, account.nickname).waitFor();
    await expectNoSeriousA11yViolations(page);

    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
