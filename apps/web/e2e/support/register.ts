import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { followOutboxLink } from './outbox.ts';
import { fill, pattern, serverMessages, texts, textBeforeMarkup } from './texts.ts';

export type TNewAccount = { email: string; password: string; nickname: string };

/**
 * An account nobody has registered yet: the database lives for the whole run and journeys must
 * not depend on each other, so every journey that registers uses its own address.
 */
export function newAccount(label: string, nickname: string): TNewAccount {
  return {
    email: `e2e-${label}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'Lantern4Harbor',
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
  await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'register');
  await expect(page.getByRole('heading', { level: 1, name: texts.auth.register.title })).toBeVisible();

  // The widget is a lazy chunk that fetches its challenge; it is ready once it shows its checkbox.
  const captcha = page.locator('altcha-widget');
  await expect(captcha.locator('[data-state="unverified"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(pattern(texts.auth.fields.email, { prefix: true })).fill(account.email);
  await page.getByLabel(pattern(texts.auth.fields.password, { prefix: true })).fill(account.password);
  await page.getByLabel(pattern(texts.auth.fields.confirmPassword, { prefix: true })).fill(account.password);
  await page.getByLabel(pattern(texts.auth.fields.nickname, { prefix: true })).fill(account.nickname);
  await page
    .getByRole('checkbox', {
      name: pattern(textBeforeMarkup(texts.auth.register.agreeTerms), { prefix: true }),
    })
    .check();

  // The not-a-robot check: tick it by its label (the box's centre is covered by the widget's
  // check-mark drawing, which Playwright refuses to click through), then wait until the proof of
  // work reports success.
  const robotCheck = captcha.getByRole('checkbox', { name: '我不是機器人' });
  await captcha.locator(`label[for="${await robotCheck.getAttribute('id')}"]`).click();
  await expect(captcha.locator('[data-state="verified"]'), 'the not-a-robot check passes').toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: texts.auth.register.submit, exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: texts.auth.register.successTitle });
  await expect(done).toContainText(fill(texts.auth.register.success, { email: account.email }));
  await expectNoSeriousA11yViolations(page);
}

/**
 * Registers a new account through /signin and activates it by the link of its activation mail in
 * /dev/outbox; ends on the activation page saying it worked.
 */
export async function registerAndActivate(page: Page, account: TNewAccount): Promise<void> {
  await page.goto('/signin');
  await registerThroughForm(page, account);
  await followOutboxLink(page, account.email, {
    subject: serverMessages.activationMailSubject,
    pathname: '/ActivateResult',
  });
  await expect(page.getByRole('status').filter({ hasText: texts.auth.activate.success })).toBeVisible();
}
