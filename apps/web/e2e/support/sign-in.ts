import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { fill, texts } from './texts.ts';

export const demoPassword = 'Demo1234';

/** The sign-in form (the sign-in tab of /signin), found by its e-mail field. */
export function signInForm(page: Page): Locator {
  return page.locator('form', { has: page.getByLabel(/^電子郵件/) });
}

/**
 * Fills and sends the sign-in form of the page already open at /signin, with the zh-TW labels of
 * src/locales/zh-TW/auth.json, without waiting for the outcome.
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel(/^電子郵件/).fill(email);
  await form.getByLabel(/^密碼/).fill(password);
  await form.getByRole('button', { name: texts.auth.signIn.submit, exact: true }).click();
}

/** Signs in through the sign-in page as a person would, and waits until the page leaves /signin. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/signin'));
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
  await page.waitForURL((url) => url.pathname === '/');
  await loginLink(page).waitFor();
}

/** An access token for API calls made beside the browser (setting up data for a journey). */
export async function apiAccessToken(email: string, password = demoPassword): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/zh-tw/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 0, username: email, password }),
  });
  const body = (await response.json()) as {
    error_code: number;
    message: string;
    data: { access_token?: string } | null;
  };
  if (!response.ok || body.error_code !== 0 || !body.data?.access_token) {
    throw new Error(`Sign-in as ${email} failed: ${response.status} ${body.error_code} ${body.message}`);
  }
  return body.data.access_token;
}
