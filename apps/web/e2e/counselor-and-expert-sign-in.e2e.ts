import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { loginLink, profileButton, signIn, signOut } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

/**
 * Each role lands on its own home after signing in, sees its name, and logs out again. The demo
 * accounts of seed-demo.ts; client@demo.test, since newclient@demo.test is left to journeys about
 * a brand-new client.
 */
describe('demo accounts sign in to their role homes', () => {
  const journey = useJourneyPage();

  it('shows the sign-in page', async () => {
    const { page } = journey;
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: texts.auth.signIn.title }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('takes a counselor to the next-course page with their full name', async () => {
    const { page } = journey;
    await signIn(page, 'counselor1@demo.test');

    expect(new URL(page.url()).pathname).toBe('/counselor/nextcourse');
    await page.getByRole('heading', { level: 1, name: texts.common.roleHome.counselorNextCourse }).waitFor();
    await page.getByText(fill(texts.common.roleHome.greeting, { name: '陳怡君' })).waitFor();
    await profileButton(page, '陳怡君').waitFor();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '陳怡君');
  });

  it('takes the expert to the application list with their nickname', async () => {
    const { page } = journey;
    await signIn(page, 'expert@demo.test');

    expect(new URL(page.url()).pathname).toBe('/expert/applicationlist');
    await page
      .getByRole('heading', { level: 1, name: texts.common.roleHome.expertApplicationList })
      .waitFor();
    await page.getByText(fill(texts.common.roleHome.greeting, { name: '林督導' })).waitFor();
    await profileButton(page, '林督導').waitFor();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '林督導');
  });

  it('takes a client to the home page with their nickname, and logs out', async () => {
    const { page } = journey;
    await signIn(page, 'client@demo.test');

    expect(new URL(page.url()).pathname).toBe('/');
    await profileButton(page, '小安').waitFor();
    await page.locator('h1').first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await signOut(page, '小安');
    expect(await profileButton(page, '小安').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Signed out for good: a reload keeps the Login link, and a role page asks to sign in.
    await page.reload();
    await loginLink(page).waitFor();
    await page.goto('/counselor/nextcourse');
    await page.waitForURL((url) => url.pathname === '/signin');

    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
