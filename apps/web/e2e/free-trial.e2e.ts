import { validationMessages } from '@app/contracts/validation-messages';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForInteractive } from './support/interactive.ts';
import { waitForOutboxMessage } from './support/outbox.ts';
import { randomTaiwanMobile } from './support/phone.ts';
import { newAccount, registerAndActivate } from './support/register.ts';
import { signIn } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

const { trial, application, booking, directory } = texts;

/** The step of the free trial the page marks as the one to take now. */
const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

/**
 * A new client registers, lands on /welcome, verifies their phone with the code from the outbox,
 * answers the intake questionnaire (a first, empty try shows each question's error) and receives
 * the 200 bonus points, with the free trial as the next step; the step leads to the counselors who
 * accept trials, and the client books one of 陳怡君's 20-minute times, the 200 points paying the
 * deposit.
 */
test.describe('free trial onboarding', () => {
  test('registers, verifies the phone, answers the questionnaire, receives 200 bonus points and books a free trial', async ({
    page,
  }) => {
    // Registration (its proof of work) and seven accessibility audits: a long journey.
    test.slow();
    const account = newAccount('trial', '體驗小華');

    await test.step('registers, signs in and is welcomed with the steps, the phone first', async () => {
      await registerAndActivate(page, account);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL((url) => url.pathname === '/welcome');
      await expect(page.getByRole('heading', { level: 1, name: trial.welcome.title })).toBeVisible();
      await expect(page.getByText(fill(trial.steps.progress, { done: '0', total: '4' }))).toBeVisible();
      await expect(currentStep(page)).toContainText(trial.steps.phone.title);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('verifies the phone with the code from the outbox, and resumes at the questionnaire', async () => {
      await currentStep(page).getByRole('link', { name: trial.steps.phone.action }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/verifyphonesingle');
      const mobile = randomTaiwanMobile();
      await page.getByLabel(application.verifyPhone.phone).fill(mobile.typed);
      await page.getByRole('button', { name: application.verifyPhone.send }).click();
      const sms = await waitForOutboxMessage(page.request, mobile.e164);
      await page.getByLabel(application.verifyPhone.code).fill(/\d{6}/.exec(sms.text)?.[0] ?? '');
      await page.getByRole('button', { name: application.verifyPhone.verify, exact: true }).click();
      await expect(page.getByText(application.verifyPhone.verifiedClient)).toBeVisible();
      await page.getByRole('link', { name: application.verifyPhone.nextClient }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/user/freecourseprompt');
      await expect(page.getByText(fill(trial.steps.progress, { done: '1', total: '4' }))).toBeVisible();
      await expect(currentStep(page)).toContainText(trial.steps.questionnaire.title);
    });

    await test.step('sends the questionnaire empty and sees what each question needs', async () => {
      await currentStep(page).getByRole('link', { name: trial.steps.questionnaire.action }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/questionnaire');
      await expect(page.getByRole('heading', { level: 1, name: trial.questionnaire.title })).toBeVisible();
      await page.getByRole('button', { name: trial.questionnaire.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: trial.questionnaire.fix })).toBeVisible();
      await expect(
        page.getByText(validationMessages['validation.questionnaire_required']['zh-tw']),
      ).toHaveCount(5);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('answers every question, with a text for "other", and receives 200 bonus points', async () => {
      await page.getByRole('checkbox', { name: '焦慮、壓力' }).check();
      await page.getByRole('checkbox', { name: '其他' }).check();
      await page.getByRole('button', { name: trial.questionnaire.submit }).click();
      await expect(page.getByText(validationMessages['validation.other_text']['zh-tw'])).toBeVisible();
      await page.getByLabel(trial.questionnaire.otherText).fill('剛搬到新城市，想談談適應');
      await page.getByRole('radio', { name: '從未接受過' }).check();
      await page.getByRole('radio', { name: '沒有偏好' }).check();
      await page.getByRole('radio', { name: '視訊' }).check();
      await page.getByRole('radio', { name: '親友推薦' }).check();
      await page.getByRole('button', { name: trial.questionnaire.submit }).click();

      await expect(page.getByRole('status').filter({ hasText: trial.questionnaire.submitted })).toBeVisible();
      await expect(page.getByText(fill(trial.steps.bonus.received, { bonus: '200' }))).toBeVisible();
      await expect(page.getByText(fill(trial.steps.progress, { done: '3', total: '4' }))).toBeVisible();
      const book = currentStep(page);
      await expect(book).toContainText(fill(trial.steps.book.title, { minutes: '20' }));
      await expect(book.getByRole('link', { name: trial.steps.book.action })).toHaveAttribute(
        'href',
        '/team?freeTrial=true',
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('finds the same progress on /user/freecourseprompt after a reload', async () => {
      await page.goto('/user/freecourseprompt');
      await waitForInteractive(page);
      await expect(page.getByText(fill(trial.steps.bonus.received, { bonus: '200' }))).toBeVisible();
      await expect(currentStep(page)).toContainText(fill(trial.steps.book.title, { minutes: '20' }));
    });

    await test.step('follows the last step to the counselors who accept free trials', async () => {
      await currentStep(page).getByRole('link', { name: trial.steps.book.action }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/team' && url.search === '?freeTrial=true');
      await expect(page.getByRole('checkbox', { name: directory.teamSearch.freeTrial })).toBeChecked();
      // 陳怡君 (counselor1 of the demo data) accepts trials and has service hours every day.
      await page.getByRole('link', { name: '陳怡君' }).first().click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith('/team/'));
      await waitForInteractive(page);
    });

    await test.step('opens her 20-minute times and chooses the first', async () => {
      await page.getByRole('button', { name: directory.trialEntry.open }).click();
      const trialTimes = page.getByRole('region', { name: directory.trialEntry.slotsTitle });
      const first = trialTimes.locator('[data-slot]').first();
      await expect(first).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await first.click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/orderfreecourse');
    });

    await test.step('sees the 200-point deposit and its rules, agrees and books the trial', async () => {
      await expect(page.getByRole('heading', { level: 1, name: booking.trial.title })).toBeVisible();
      await expect(page.getByRole('row', { name: booking.order.counselor })).toContainText('陳怡君');
      await expect(page.getByRole('row', { name: booking.trial.deposit })).toContainText('200 點');
      await expect(page.getByText(booking.trial.depositKept)).toBeVisible();
      await expect(page.getByText(fill(booking.trial.holding, { bonus: '200', stored: '0' }))).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.getByRole('checkbox', { name: new RegExp(booking.order.agree) }).check();
      await page.getByRole('button', { name: fill(booking.trial.book, { points: '200' }) }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/user/nextcourse');
      await expect(page.getByText(booking.trial.booked)).toBeVisible();
    });

    await test.step('back on her page, the trial is shown as used', async () => {
      await page.goto('/team?freeTrial=true');
      await waitForInteractive(page);
      await page.getByRole('link', { name: '陳怡君' }).first().click();
      await expect(page.getByText(directory.trialEntry.quotaUsed)).toBeVisible();
    });
  });
});
