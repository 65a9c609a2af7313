import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { demoPassword, profileButton, signIn } from './support/sign-in.ts';
import { texts, validationMessage } from './support/texts.ts';

const { changePassword } = texts.shell;
const newPassword = 'Calm2025x';

/** Opens the expert's change-password dialog from the account menu. */
async function openDialog(page: Page) {
  await profileButton(page, '林督導').click();
  await page.getByRole('menuitem', { name: texts.shell.profile.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: changePassword.title });
  await expect(dialog).toBeVisible();
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

test.describe('an expert changes their password', () => {
  test('keeps confirm disabled while a field is wrong or the password common, refuses a wrong old password, and changes it', async ({
    page,
  }) => {
    await signIn(page, 'expert@demo.test');

    await test.step('confirm stays disabled while a field is wrong', async () => {
      const dialog = await openDialog(page);
      await expect(dialog.getByRole('button', { name: changePassword.submit })).toBeDisabled();
      const newPasswordField = dialog.getByLabel(changePassword.newPassword, { exact: true });
      await expect(newPasswordField).toHaveAttribute('maxlength', '30');
      await newPasswordField.fill('short');
      await expect(dialog.getByText(validationMessage('validation.password_hint'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Long enough and mixed, but on the list of common passwords.
      await newPasswordField.fill('Password1');
      await expect(dialog.getByText(validationMessage('validation.password_common'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: changePassword.submit })).toBeDisabled();
      await dialog.getByRole('button', { name: changePassword.cancel }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('a wrong old password is refused and the dialog stays open', async () => {
      const refused = await change(page, 'Wrong1234', newPassword);
      await expect(page.getByText(changePassword.wrongOldPassword)).toBeVisible();
      await expect(refused).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(refused).toBeHidden();
    });

    await test.step('the right old password changes it', async () => {
      const accepted = await change(page, demoPassword, newPassword);
      await expect(page.getByText(changePassword.success)).toBeVisible();
      await expect(accepted).toBeHidden();
    });

    await test.step('and back, so that the demo account keeps its documented password', async () => {
      await change(page, newPassword, demoPassword);
      await expect(page.getByText(changePassword.success).first()).toBeVisible();
    });
  });
});
