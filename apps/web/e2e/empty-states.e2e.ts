import directory from '../src/locales/zh-TW/directory.json' with { type: 'json' };
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { newAccount, registerAndActivate } from './support/register.ts';
import { signInForm, submitSignIn } from './support/sign-in.ts';
import { fill, pattern, texts } from './support/texts.ts';

const { rating } = texts.common;

/** Empty states that say what they mean, rather than a zero or a contradiction. */
test.describe('empty states', () => {
  test('a counselor nobody has rated shows 尚無評價; a rated one shows stars and clients’ comments', async ({
    page,
  }) => {
    await page.goto('/team');
    const card = (name: string) => page.locator('main article').filter({ hasText: name });
    // counselor3 (王雅婷) has no sessions yet; counselor1 (陳怡君) has five rated ones in the demo.
    await expect(card('王雅婷').getByText(rating.none)).toBeVisible();
    await expect(card('王雅婷')).not.toContainText('0.0');
    await expect(card('陳怡君').getByText(fill(rating.label, { grade: '4.6', count: '5' }))).toBeAttached();
    await expect(card('陳怡君').getByText(fill(rating.count, { count: '5' }), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card('陳怡君').getByRole('link', { name: '陳怡君' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '陳怡君' })).toBeVisible();
    const comments = page.getByRole('region', { name: directory.counselor.feedbackTitle });
    await expect(comments.getByRole('listitem')).toHaveCount(4);
    await expect(comments.getByRole('listitem').first()).toContainText('給的小練習很實用');
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await card('王雅婷').getByRole('link', { name: '王雅婷' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '王雅婷' })).toBeVisible();
    await expect(page.getByText(rating.none)).toBeVisible();
    await expect(page.getByText(directory.counselor.feedbackNone)).toBeVisible();
  });

  test('an activation link opened twice says the account is active; a new mailbox is empty, not “all read”', async ({
    page,
  }) => {
    const account = newAccount('empty-states', '測試小宇');
    let activationUrl = '';

    await test.step('registers and activates through the mail', async () => {
      await registerAndActivate(page, account);
      activationUrl = page.url();
    });

    await test.step('opening the same link again says the account is already active and offers sign-in', async () => {
      await page.goto(activationUrl);
      await expect(page.getByRole('status').filter({ hasText: texts.auth.activate.already })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: texts.auth.activate.goSignIn }).click();
      await expect(signInForm(page)).toBeVisible();
      await submitSignIn(page, account.email, account.password);
      await expect(page).toHaveURL((url) => url.pathname === '/welcome');
    });

    await test.step('the new mailbox says there is no mail, and nothing about reading it', async () => {
      const { mailbox } = texts.shell;
      await page
        .locator('header')
        .getByRole('button', { name: pattern(mailbox.open, { prefix: true }) })
        .click();
      const panel = page.getByRole('dialog', { name: mailbox.title });
      await expect(panel.getByText(mailbox.empty)).toBeVisible();
      await expect(panel.getByText(mailbox.allRead)).toHaveCount(0);
      await expect(panel.getByRole('button', { name: mailbox.markAllRead })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
