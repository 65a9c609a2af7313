import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { followOutboxLink } from './support/outbox.ts';
import { newAccount, registerThroughForm } from './support/register.ts';
import { loginLink, profileButton, signInForm, submitSignIn } from './support/sign-in.ts';
import { serverMessages, texts } from './support/texts.ts';

/**
 * A new client registers, is told to activate before signing in, activates through the mail in
 * /dev/outbox, signs in and finds their nickname in the top bar.
 */
describe('register, activate and sign in', () => {
  const account = newAccount('register', '測試小明');
  const journey = useJourneyPage();

  it('registers through the form with the not-a-robot check', async () => {
    const { page } = journey;
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: texts.auth.signIn.title }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await registerThroughForm(page, account);
  });

  it('refuses to sign in before activation and offers the mail again', async () => {
    const { page } = journey;
    await page.getByRole('tab', { name: texts.auth.signIn.title }).click();
    await page.waitForURL((url) => url.pathname === '/signin' && !url.searchParams.has('mode'));
    await submitSignIn(page, account.email, account.password);

    const alert = page.getByRole('alert').filter({ hasText: serverMessages.accountNotActivated });
    await alert.waitFor();
    await expectNoSeriousA11yViolations(page);
    const resend = alert.getByRole('button', { name: texts.auth.resend.submit });
    await resend.click();
    await page.getByRole('status').filter({ hasText: texts.auth.resend.sent }).waitFor();

    // Still on the sign-in page with its form, and the site's top bar still offers Login.
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await signInForm(page).isVisible()).toBe(true);
    await page.goto('/');
    await loginLink(page).waitFor();
  });

  it('activates the account from the mail in /dev/outbox', async () => {
    const { page } = journey;
    await followOutboxLink(page, account.email, { subject: '請啟用您的帳號', pathname: '/ActivateResult' });

    await page.getByRole('heading', { level: 1, name: texts.auth.activate.title }).waitFor();
    await page.getByRole('status').filter({ hasText: texts.auth.activate.success }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('signs in and sees their nickname in the top bar', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: texts.auth.activate.goSignIn }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await signInForm(page).waitFor();
    await submitSignIn(page, account.email, account.password);

    // A client who has not had their free session yet is taken to /welcome (shell spec §4).
    await page.waitForURL((url) => url.pathname === '/welcome');
    await profileButton(page, account.nickname).waitFor();
    expect(await profileButton(page, account.nickname).innerText()).toContain('測試小明');
    expect(await loginLink(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
