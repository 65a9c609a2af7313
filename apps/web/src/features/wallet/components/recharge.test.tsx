import { ErrorCode } from '@app/contracts/error-codes';
import type { TRecharge } from '@app/contracts/wallet';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const profile = { 'GET /client?isNewVersion=true': ok(clientProfile()) };
const orderNo = 'R261123123005ABCDEFG';

const recharge = (changes: Partial<TRecharge>): TRecharge => ({
  orderNo,
  amount: 2_000,
  provider: 0,
  method: 'ATM',
  status: 'paid',
  createdAt: '2026-11-23T04:30:05.000Z',
  paidAt: null,
  atm: null,
  courseId: null,
  ...changes,
});

describe('buying points (/user/recharge)', () => {
  it('asks for whole cards of 100 and the recharge contract before sending anything', async () => {
    signInAs('client');
    const calls = mockApi(profile);
    renderRoute('/user/recharge');
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /儲值點數/ });
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: '前往付款' }));
    expect(await screen.findByText(/請輸入 100 的倍數/)).toBeVisible();
    expect(screen.getByText('請先同意儲值契約')).toBeVisible();
    expect(calls.some((call) => call.url.includes('/Recharge'))).toBe(false);
  });

  it('asks for the invoice fields its type requires, with the same rule as the server', async () => {
    signInAs('client');
    const calls = mockApi({
      ...profile,
      'POST /Recharge': fail(409, ErrorCode.PaymentProviderUnavailable, '暫停服務'),
    });
    renderRoute('/user/recharge');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: '發票類型' }), '公司發票（三聯式）');
    await user.click(screen.getByRole('checkbox', { name: /儲值契約/ }));
    await user.click(screen.getByRole('button', { name: '前往付款' }));
    expect(await screen.findAllByText('不能為空白')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /統一編號/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /公司抬頭/ }), '好心情股份有限公司');
    await user.click(screen.getByRole('button', { name: '前往付款' }));
    expect(await screen.findByText(/須通過檢查碼驗證/)).toBeVisible();
    expect(calls.some((call) => call.url.includes('/Recharge'))).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: /統一編號/ }));
    await user.type(screen.getByRole('textbox', { name: /統一編號/ }), '04595257');
    await user.click(screen.getByRole('button', { name: '前往付款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('暫停服務');
    expect(calls.find((call) => call.url.includes('/Recharge'))?.body).toMatchObject({
      invoice: { type: 'company', unifiedNumber: '04595257', title: '好心情股份有限公司' },
    });
  });

  it('shows why the server refused the recharge', async () => {
    signInAs('client');
    const calls = mockApi({
      ...profile,
      'POST /Recharge': fail(
        409,
        ErrorCode.PaymentProviderUnavailable,
        '這個付款方式 (provider) 目前無法使用',
      ),
    });
    renderRoute('/user/recharge');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '海外信用卡' }));
    await user.click(screen.getByRole('checkbox', { name: /儲值契約/ }));
    await user.click(screen.getByRole('button', { name: '前往付款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('這個付款方式 (provider) 目前無法使用');
    expect(calls.find((call) => call.url.includes('/Recharge'))?.body).toEqual({
      amount: 1_000,
      provider: 3,
      method: 'Credit',
    });
  });
});

describe('the recharge result (/rechargesucceed)', () => {
  it('shows a pending ATM transfer with the account to pay into', async () => {
    signInAs('client');
    mockApi({
      ...profile,
      [`GET /Recharge/${orderNo}`]: ok(
        recharge({
          status: 'awaiting_transfer',
          atm: { bankCode: '812', virtualAccount: '91035221758872', expiresAt: '2026-11-26T15:59:59.000Z' },
        }),
      ),
    });
    renderRoute(`/rechargesucceed?orderNo=${orderNo}`);
    expect(await screen.findByText('等待轉帳入帳')).toBeVisible();
    expect(screen.getByText(/1 到 3 個工作天/)).toBeVisible();
    expect(screen.getByText('91035221758872')).toBeVisible();
    expect(screen.getByText('2026/11/26 23:59:59')).toBeVisible();
  });

  it('says a paid recharge succeeded', async () => {
    signInAs('client');
    mockApi({ ...profile, [`GET /Recharge/${orderNo}`]: ok(recharge({ status: 'paid' })) });
    renderRoute(`/rechargesucceed?orderNo=${orderNo}`);
    expect(await screen.findByText('儲值成功')).toBeVisible();
  });

  it('asks to recharge later when the payment failed', async () => {
    signInAs('client');
    mockApi({ ...profile, [`GET /Recharge/${orderNo}`]: ok(recharge({ status: 'failed' })) });
    renderRoute(`/rechargesucceed?orderNo=${orderNo}`);
    expect(await screen.findByText(/請稍後再儲值/)).toBeVisible();
  });
});
