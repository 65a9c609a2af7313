import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { pageProblems } from './support/browser.ts';
import { useJourneyPage } from './support/journey-page.ts';
import { demoPassword, profileButton, signIn } from './support/sign-in.ts';
import { texts } from './support/texts.ts';

const { changePassword } = texts.shell;
const newPassword = 'Calm2025x';

/** Opens the expert's change-password dialog from the account menu. */
async function openDialog(page: Page) {
  await profileButton(page, '林督導').click();
  await page.getByRole('menuitem', { name: texts.shell.profile.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: changePassword.title });
  await dialog.waitFor();
  return dialog;
}

async function change(page: Page, from: string, to: string) {
  const dialog = await openDialog(page);
  await dialog.getByLabel(changePassword.oldPassword, { exact: true }).fill(from);
  await dialog.getByLabel(changePassword.newPassword, { exact: true }).fill(to);
  await dialog.getByLabel(changePassword.confirmPassword, { exact: true }).fill(to);
  await dialog.getByRole('button', { name: changePassword.submit }).click();
  return dialog;
}

describe('an expert changes their password', () => {
  const journey = useJourneyPage();

  it('keeps confirm disabled while a field is wrong, refuses a wrong old password, and changes it', async () => {
    const { page } = journey;
    await signIn(page, 'expert@demo.test');
    const dialog = await openDialog(page);
    const confirm = dialog.getByRole('button', { name: changePassword.submit });
    expect(await confirm.isDisabled()).toBe(true);
    expect(
      await dialog.getByLabel(changePassword.newPassword, { exact: true }).getAttribute('maxlength'),
    ).toBe('30');
    await dialog.getByLabel(changePassword.newPassword, { exact: true }).fill('short');
    await dialog.getByText('密碼須為 8 到 30 個字元，並同時包含英文字母與數字').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: changePassword.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    const refused = await change(page, 'Wrong1234', newPassword);
    await page.getByText(changePassword.wrongOldPassword).waitFor();
    expect(await refused.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await refused.waitFor({ state: 'hidden' });

    const accepted = await change(page, demoPassword, newPassword);
    await page.getByText(changePassword.success).waitFor();
    await accepted.waitFor({ state: 'hidden' });

    // And back, so that the demo account keeps its documented password.
    await change(page, newPassword, demoPassword);
    await page.getByText(changePassword.success).first().waitFor();
    expect(pageProblems(page)).toMatchObject({ pageErrors: [], failedRequests: [] });
  });
});
