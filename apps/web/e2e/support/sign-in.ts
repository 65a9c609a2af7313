import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const demoPassword = 'Demo1234';

/**
 * Signs in through the sign-in page as a person would, with the zh-TW labels of
 * src/locales/zh-TW/auth.json, and waits until the page leaves /signin.
 */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/signin');
  const emailField = page.getByLabel(/^電子郵件/);
  const form = page.locator('form', { has: emailField });
  await emailField.fill(email);
  await form.getByLabel(/^密碼/).fill(password);
  await form.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/signin'));
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
