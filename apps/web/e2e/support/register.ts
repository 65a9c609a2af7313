import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { fill, texts } from './texts.ts';

export type TNewAccount = { email: string; password: string; nickname: string };

/**
 * An account nobody has registered yet: the database lives for the whole run and journeys must
 * not depend on each other, so every journey that registers uses its own address.
 */
export function newAccount(label: string, nickname: string): TNewAccount {
  return {
    email: `e2e-${label}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'Passw0rd2024',
    nickname,
  };
}

/**
 * Switches /signin to its register tab, fills the form, agrees to the terms, solves the ALTCHA
 * check in the real widget (its proof of work runs in the browser) and sends the form; ends on
 * the "check your e-mail" message. Audits the form and the message for accessibility.
 */
export async function registerThroughForm(page: Page, account: TNewAccount): Promise<void> {
  await page.getByRole('tab', { name: texts.auth.register.tab }).click();
  await page.waitForURL((url) => url.searchParams.get('mode') === 'register');
  await page.getByRole('heading', { level: 1, name: texts.auth.register.title }).waitFor();

  // The widget is a lazy chunk that fetches its challenge; it is ready once it shows its checkbox.
  const captcha = page.locator('altcha-widget');
  await captcha.locator('[data-state="unverified"]').waitFor();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^電子郵件/).fill(account.email);
  await page.getByLabel(/^密碼/).fill(account.password);
  await page.getByLabel(/^確認密碼/).fill(account.password);
  await page.getByLabel(/^暱稱/).fill(account.nickname);
  await page.getByRole('checkbox', { name: /^我已閱讀並同意/ }).check();

  // The not-a-robot check: tick it by its label (the box's centre is covered by the widget's
  // check-mark drawing, which Playwright refuses to click through), then wait until the proof of
  // work reports success.
  const robotCheck = captcha.getByRole('checkbox', { name: '我不是機器人' });
  await captcha.locator(`label[for="${await robotCheck.getAttribute('id')}"]`).click();
  await captcha
    .locator('[data-state="verified"]')
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const state = await captcha.locator('[data-state]').first().getAttribute('data-state');
      throw new Error(`The not-a-robot check ended in state "${state}"`, { cause: error });
    });

  await page.getByRole('button', { name: texts.auth.register.submit, exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: texts.auth.register.successTitle });
  await done.waitFor();
  expect(await done.innerText()).toContain(fill(texts.auth.register.success, { email: account.email }));
  await expectNoSeriousA11yViolations(page);
}
