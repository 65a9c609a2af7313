import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';
import { texts, validationMessage } from './support/texts.ts';

const { settings } = texts;

test.describe('account settings', () => {
  test('a counselor changes their custom-consultation price and free-trial acceptance, kept after reload', async ({
    page,
  }) => {
    await signIn(page, 'counselor3@demo.test');
    await page.goto('/user/accountsetting');
    await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();

    await test.step('the custom-consultation price is refused off its steps, then kept', async () => {
      await page.getByRole('tab', { name: settings.tabs.custom }).click();
      await expect(page).toHaveURL(/tab=custom/);
      const accepts = page.getByRole('switch', { name: settings.custom.accepts });
      const price = page.getByRole('textbox', { name: settings.custom.price });
      await accepts.check({ force: true });
      await price.fill('2850');
      await page.getByRole('button', { name: settings.save }).click();
      await expect(page.getByText(validationMessage('validation.custom_consultation_price'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await price.fill('2800');
      await page.getByRole('button', { name: settings.save }).click();
      await expect(page.getByText(settings.custom.saved)).toBeVisible();
    });

    await test.step('free trials are turned off', async () => {
      await page.getByRole('tab', { name: settings.tabs.freetrial }).click();
      const accepts = page.getByRole('switch', { name: settings.freeTrial.accepts });
      await expect(accepts).toBeChecked();
      await accepts.uncheck({ force: true });
      await page.getByRole('button', { name: settings.save }).click();
      await expect(page.getByText(settings.freeTrial.saved)).toBeVisible();
    });

    await test.step('both are as set after a reload', async () => {
      await page.reload();
      await expect(page.getByRole('switch', { name: settings.freeTrial.accepts })).not.toBeChecked();
      await page.getByRole('tab', { name: settings.tabs.custom }).click();
      await expect(page.getByRole('switch', { name: settings.custom.accepts })).toBeChecked();
      await expect(page.getByRole('textbox', { name: settings.custom.price })).toHaveValue('2800');
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });
  });

  test('a client tells about themselves and sets an emergency contact', async ({ page }) => {
    await signIn(page, 'past-client1@demo.test');
    await page.goto('/user/accountsetting?tab=personal');
    const { clientPersonal } = settings;
    await expect(page.getByRole('heading', { level: 2, name: clientPersonal.title })).toBeVisible();
    await page.getByRole('textbox', { name: clientPersonal.lastName }).fill('黃');
    await page.getByRole('textbox', { name: clientPersonal.firstName }).fill('子晴');
    await page.getByLabel(clientPersonal.birthDate).fill('1996-08-12');
    await page
      .getByRole('combobox', { name: clientPersonal.workStatus })
      .selectOption({ label: clientPersonal.options.workStatus.student });
    await page
      .getByRole('combobox', { name: clientPersonal.priorTreatment })
      .selectOption({ label: clientPersonal.options.priorTreatment.counseling });
    await page.getByRole('checkbox', { name: clientPersonal.options.socialMedia.instagram }).check();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
    await page.getByRole('button', { name: settings.save }).click();
    await expect(page.getByText(clientPersonal.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: clientPersonal.firstName })).toHaveValue('子晴');
    await expect(page.getByLabel(clientPersonal.birthDate)).toHaveValue('1996-08-12');
    await expect(page.getByRole('combobox', { name: clientPersonal.workStatus })).toHaveValue('student');
    await expect(
      page.getByRole('checkbox', { name: clientPersonal.options.socialMedia.instagram }),
    ).toBeChecked();

    await page.getByRole('tab', { name: settings.tabs.emergency }).click();
    const { emergency } = settings;
    await expect(page.getByRole('heading', { level: 2, name: emergency.title })).toBeVisible();
    await page.getByRole('textbox', { name: emergency.name }).fill('林淑芬');
    await page.getByRole('textbox', { name: emergency.relation }).fill('母親');
    await page.getByRole('textbox', { name: emergency.phone }).fill('12');
    await page.getByRole('button', { name: settings.save }).click();
    await expect(page.getByText(validationMessage('validation.phone'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: 'main' });
    await page.getByRole('textbox', { name: emergency.phone }).fill('0922 333 444');
    await page.getByRole('button', { name: settings.save }).click();
    await expect(page.getByText(emergency.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: emergency.name })).toHaveValue('林淑芬');
    await expect(page.getByRole('textbox', { name: emergency.relation })).toHaveValue('母親');
    await expect(page.getByRole('textbox', { name: emergency.phone })).toHaveValue('+886922333444');
  });
});
