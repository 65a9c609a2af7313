import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForInteractive } from './interactive.ts';
import { fill, pattern, texts } from './texts.ts';

export const demoPassword = 'Demo1234';

/** The sign-in form (the sign-in tab of /signin), found by its e-mail field. */
export function signInForm(page: Page): Locator {
  return page.locator('form', { has: page.getByLabel(pattern(texts.auth.fields.email, { prefix: true })) });
}

/**
 * Fills and sends the sign-in form of the page already open at /signin, with the zh-TW labels of
 * src/locales/zh-TW/auth.json, without waiting for the outcome.
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel(pattern(texts.auth.fields.email, { prefix: true })).fill(email);
  await form.getByLabel(pattern(texts.auth.fields.password, { prefix: true })).fill(password);
  await form.getByRole('button', { name: texts.auth.signIn.submit, exact: true }).click();
}

/** Signs in through the sign-in page as a person would, and waits until the page leaves /signin. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/signin');
  await waitForInteractive(page);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL((url) => !url.pathname.toLowerCase().startsWith('/signin'));
}

/** The top bar's button with the signed-in user's name, which opens their account menu. */
export function profileButton(page: Page, name: string): Locator {
  return page
    .locator('header')
    .getByRole('button', { name: fill(texts.shell.profile.menuLabel, { name }), exact: true });
}

/** The top bar's Login link, shown while nobody is signed in. */
export function loginLink(page: Page): Locator {
  return page.locator('header').getByRole('link', { name: texts.common.nav.login, exact: true });
}

/**
 * Logs out through the account menu under the user's name; waits until the site has taken them to
 * the home page and the top bar offers Login again.
 */
export async function signOut(page: Page, name: string): Promise<void> {
  await profileButton(page, name).click();
  await page.getByRole('menuitem', { name: texts.shell.profile.logout }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(loginLink(page)).toBeVisible();
}

/**
 * An access token for API calls made beside the browser (setting up data for a journey), through
 * the test's own request context so that the browser's cookies stay untouched.
 */
export async function apiAccessToken(
  request: APIRequestContext,
  email: string,
  password = demoPassword,
): Promise<string> {
  const response = await request.post('/api/zh-tw/jwt', {
    data: { grant_type: 0, username: email, password },
  });
  const body = (await response.json()) as {
    error_code: number;
    message: string;
    data: { access_token?: string } | null;
  };
  if (!response.ok() || body.error_code !== 0 || !body.data?.access_token) {
    throw new Error(`Sign-in as ${email} failed: ${response.status()} ${body.error_code} ${body.message}`);
  }
  return body.data.access_token;
}
