import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { checkOut } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { closeWithEscape } from './support/interactive.ts';
import { signIn } from './support/sign-in.ts';
import { fill, texts } from './support/texts.ts';

const { coupon, recharge, result, statement } = texts.wallet;
// The audits cover the pages of this journey (main); the shell around them has journeys of its own.
const { profile } = texts.shell;

test.describe('recharging points', () => {
  // newclient has no points: the demo client's balance stays as other journeys expect it.
  test('by card, by ATM and by foreign card through the payment sandbox, then on the statement with a coupon', async ({
    page,
  }) => {
    await signIn(page, 'newclient@demo.test');

    await test.step('an amount that is not whole cards of 100, or no agreement, is refused on the page', async () => {
      await page.goto('/user/recharge');
      await page.getByRole('textbox', { name: recharge.amount }).fill('150');
      await page.getByRole('button', { name: recharge.submit }).click();
      await expect(page.getByText(recharge.agreementRequired)).toBeVisible();
      await expect(page.getByText(/請輸入 100 的倍數/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('a card payment credits 1,000 points and says so', async () => {
      await checkOut(page, '1000', recharge.methods.card);
      await expect(page.getByText('NT$ 1000')).toBeVisible();
      await page.getByRole('button', { name: '付款 Pay' }).click();
      await expect(page.getByTestId('recharge-succeeded')).toBeVisible();
      await expect(page.getByText(result.succeeded)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      await page.reload();
      await page.locator('header').getByRole('button', { name: /小新/ }).click();
      await expect(page.getByText(fill(profile.reservedAmount, { amount: '1,000' }))).toBeVisible();
      await closeWithEscape(page.getByRole('menu'));
    });

    await test.step('an ATM recharge shows the virtual account as pending, and the transfer credits it', async () => {
      await checkOut(page, '2000', recharge.methods.atm);
      await page.getByRole('button', { name: '取得虛擬帳號 Get ATM account' }).click();
      await expect(page.getByTestId('recharge-pending')).toBeVisible();
      await expect(page.getByText(/1 到 3 個工作天/)).toBeVisible();
      await expect(page.getByTestId(result.atm.bankCode)).toHaveText('812');
      const account = (await page.getByTestId(result.atm.account).textContent()) ?? '';
      expect(account).toMatch(/^\d{14}$/);
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      const pendingAddress = page.url();

      await page.goto('/dev/payments');
      await page.getByRole('listitem').filter({ hasText: account }).getByRole('button').click();
      await page.goto(pendingAddress);
      await expect(page.getByTestId('recharge-succeeded')).toBeVisible();
      await page.locator('header').getByRole('button', { name: /小新/ }).click();
      await expect(page.getByText(fill(profile.reservedAmount, { amount: '3,000' }))).toBeVisible();
      await closeWithEscape(page.getByRole('menu'));
    });

    await test.step('the statement lists both recharges and the posted ATM transfer', async () => {
      await page.goto('/user/amount');
      await expect(page.getByTestId('statement-balance')).toHaveText(
        fill(statement.points, { amount: '3,000' }),
      );
      const movements = page.getByRole('region', { name: statement.movements });
      await expect(movements.getByRole('row')).toHaveCount(3);
      await expect(movements.getByRole('row').nth(1)).toContainText('+2,000');
      await expect(movements.getByRole('row').nth(1)).toContainText(statement.reasons.recharge);
      const atm = page.getByRole('region', { name: statement.atm.title });
      await expect(atm.getByText(statement.atm.statuses.posted)).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
    });

    await test.step('a foreign card pays on the provider’s hosted checkout, whose signed webhooks credit once', async () => {
      await page.goto('/user/recharge');
      await page.getByRole('textbox', { name: recharge.amount }).fill('500');
      await page.getByRole('radio', { name: recharge.methods.foreignCard }).check();
      await page.getByRole('checkbox', { name: /儲值契約/ }).check();
      await page.getByRole('button', { name: recharge.submit }).click();
      await expect(page.getByRole('heading', { name: /Foreign card checkout/ })).toBeVisible();
      await page.getByRole('button', { name: '付款 Pay' }).click();
      await expect(page.getByTestId('recharge-succeeded')).toBeVisible();
    });

    await test.step('a welcome coupon is checked and redeemed into points on the statement', async () => {
      await page.goto('/user/amount');
      const coupons = page.getByRole('region', { name: coupon.title });
      const code = coupons.getByRole('textbox', { name: coupon.code });
      await code.fill('spring2025');
      await coupons.getByRole('button', { name: coupon.check }).click();
      await expect(coupons.getByText(/已過期/)).toBeVisible();
      await code.fill('welcome200');
      await coupons.getByRole('button', { name: coupon.check }).click();
      await expect(coupons.getByText(fill(coupon.worthPoints, { amount: '200' }))).toBeVisible();
      await coupons.getByRole('button', { name: coupon.redeem }).click();
      await expect(
        coupons.getByText(fill(coupon.redeemed, { amount: '200', balance: '3,700' })),
      ).toBeVisible();
      await expect(page.getByTestId('statement-balance')).toHaveText(
        fill(statement.points, { amount: '3,700' }),
      );
      const movements = page.getByRole('region', { name: statement.movements });
      await expect(movements.getByRole('row').nth(1)).toContainText(statement.reasons.coupon);
      await expect(page.getByRole('img', { name: statement.chart.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: 'main' });
      // A second redemption by the same client is refused with the coupon's message.
      await code.fill('WELCOME200');
      await coupons.getByRole('button', { name: coupon.check }).click();
      await expect(coupons.getByText(/已經使用過/)).toBeVisible();
    });

    await test.step('a failed card payment changes nothing and asks to recharge later', async () => {
      await checkOut(page, '500', recharge.methods.card);
      await page.getByRole('button', { name: '付款失敗 Fail' }).click();
      await expect(page.getByTestId('recharge-failed')).toBeVisible();
      await expect(page.getByText(/請稍後再儲值/)).toBeVisible();
    });
  });
});
