import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { demoPassword, loginLink, profileButton, submitSignIn } from './support/sign-in.ts';
import { serverMessages, texts } from './support/texts.ts';

/**
 * A counselor opens their page while signed out, is sent to sign in, mistypes the password (a
 * localized error, and no session), then signs in and is brought back to the page they asked for.
 */
describe('wrong password and a protected page', () => {
  // The counselor's home is this same path; the query string tells "brought back" from "landed
  // on the role home".
  const protectedPage = '/counselor/nextcourse?from=e2e';
  const journey = useJourneyPage();

  it('sends a signed-out visitor of a counselor page to sign in', async () => {
    const { page } = journey;
    await page.goto(protectedPage);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('heading', { level: 1, name: texts.auth.signIn.title }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('refuses a wrong password with the localized message and starts no session', async () => {
    const { page } = journey;
    await submitSignIn(page, 'counselor2@demo.test', 'Wrong1234');

    const alert = page.getByRole('alert').filter({ hasText: serverMessages.invalidCredentials });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(serverMessages.invalidCredentials);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await expectNoSeriousA11yViolations(page);

    // No session: the site still offers Login, and the counselor page still asks to sign in.
    await page.goto('/');
    await loginLink(page).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto(protectedPage);
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('brings the counselor back to the page they asked for once signed in', async () => {
    const { page } = journey;
    await submitSignIn(page, 'counselor2@demo.test', demoPassword);

    await page.waitForURL((url) => url.pathname + url.search === protectedPage);
    await page.getByRole('heading', { level: 1, name: texts.common.roleHome.counselorNextCourse }).waitFor();
    await profileButton(page, '林志明').waitFor();
    await expectNoSeriousA11yViolations(page);

    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
