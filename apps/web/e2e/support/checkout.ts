import { expect, type Page } from '@playwright/test';
import { texts } from './texts.ts';

const { recharge } = texts.wallet;

/** Fills the recharge form and leaves for the checkout page (the local payment sandbox). */
export async function checkOut(page: Page, points: string, method: string) {
  await page.goto('/user/recharge');
  await expect(page.getByRole('heading', { level: 1, name: recharge.title })).toBeVisible();
  const amount = page.getByRole('textbox', { name: recharge.amount });
  await amount.fill(points);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /儲值契約/ }).check();
  await page.getByRole('button', { name: recharge.submit }).click();
  await expect(page.getByRole('heading', { name: '綠界科技 ECPay' })).toBeVisible();
}
