import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const movement = (amount: number, balanceAfter: number, reason = 'recharge') => ({
  createdAt: '2026-11-20T02:00:00.000Z',
  reason,
  amount,
  balanceAfter,
});

const statement = (page: number, total = 23) => ({
  page,
  pageSize: 20,
  reservedAmount: 4_800,
  bonusAmount: 200,
  movements: {
    total,
    items:
      page === 1 ? [movement(-200, 4_800, 'booking_payment'), movement(5_000, 5_000)] : [movement(100, 100)],
  },
  bonusMovements: { total: 1, items: page === 1 ? [movement(200, 200, 'bonus_grant')] : [] },
  earnings: null,
});

const atmRecharge = {
  orderNo: 'R261120100000ABCDEFG',
  amount: 2_000,
  provider: 0,
  method: 'ATM',
  status: 'awaiting_transfer',
  createdAt: '2026-11-20T02:00:00.000Z',
  paidAt: null,
  atm: { bankCode: '812', virtualAccount: '91035221758872', expiresAt: '2099-11-23T15:59:59.000Z' },
  courseId: null,
};

describe('the account statement (/user/amount)', () => {
  it('shows the balances, the movements with their reasons, the bonus points and the ATM transfers', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Wallet/Statement?page=1': ok(statement(1)),
      'GET /Wallet/Statement?page=2': ok(statement(2)),
      'GET /Recharge?page=1': ok({ total: 1, items: [atmRecharge] }),
    });
    renderRoute('/user/amount');
    expect(await screen.findByTestId('statement-balance')).toHaveTextContent('4,800 點');
    expect(screen.getByTestId('statement-bonus')).toHaveTextContent('200 點');

    const points = screen.getByRole('region', { name: '點數明細' });
    expect(within(points).getByText('預約扣款')).toBeVisible();
    expect(within(points).getByText('-200')).toBeVisible();
    expect(within(points).getByText('+5,000')).toBeVisible();
    const bonus = screen.getByRole('region', { name: '紅利點數明細' });
    expect(within(bonus).getByText('紅利點數贈送')).toBeVisible();
    const atm = screen.getByRole('region', { name: 'ATM 轉帳' });
    expect(await within(atm).findByText('91035221758872')).toBeVisible();
    expect(within(atm).getByText('未付款')).toBeVisible();
    const chart = screen.getByRole('img', { name: '餘額變化' });
    expect(chart).toHaveAccessibleDescription(/2 筆紀錄：餘額從 5,000 點變為 4,800 點，最高 5,000 點/);

    await userEvent.click(within(points).getByRole('button', { name: '第 2 頁' }));
    expect(await within(points).findByText('+100')).toBeVisible();
  });

  it('shows a counselor their balances without the client-only recharge and ATM parts', async () => {
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselorProfile()),
      'GET /Wallet/Statement?page=1': ok({
        ...statement(1, 2),
        earnings: {
          balance: 3_600,
          movements: {
            total: 3,
            items: [
              movement(1_600, 3_600, 'booking_payment'),
              movement(-2_400, 2_000, 'refund'),
              movement(4_400, 4_400, 'booking_payment'),
            ],
          },
        },
      }),
    });
    renderRoute('/user/amount');
    expect(await screen.findByTestId('statement-balance')).toBeVisible();
    expect(screen.getByTestId('statement-earnings')).toHaveTextContent('3,600 點');
    const earnings = screen.getByRole('region', { name: '收入明細' });
    expect(within(earnings).getByText('+1,600')).toBeVisible();
    // A client's booking and refund, read from the counselor's side.
    expect(within(earnings).getAllByText('諮商預約')).toHaveLength(2);
    expect(within(earnings).getByText('退款給客戶')).toBeVisible();
    expect(within(earnings).queryByText('預約扣款')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '應付收入變化' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '優惠碼' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ATM 轉帳' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '儲值點數' })).not.toBeInTheDocument();
  });

  it('checks a coupon code, redeems it into points and shows a refused code with its message', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Wallet/Statement?page=1': ok(statement(1)),
      'GET /Recharge?page=1': ok({ total: 0, items: [] }),
      'GET /Coupon/WELCOME200': ok({
        code: 'WELCOME200',
        status: 'usable',
        message: '此優惠碼可以使用',
        kind: 'amount',
        value: 200,
        validUntil: '2027-11-20T00:00:00.000Z',
      }),
      'POST /Coupon/WELCOME200/Redeem': ok({ code: 'WELCOME200', amount: 200, reservedAmount: 5_000 }),
      'GET /Coupon/SPRING2025': ok({
        code: 'SPRING2025',
        status: 'expired',
        message: '這個優惠碼 (code) 已過期',
        kind: 'amount',
        value: 300,
        validUntil: '2025-05-01T00:00:00.000Z',
      }),
      'GET /Coupon/NOPE': fail(400, 1000, '有欄位尚未正確填寫'),
    });
    renderRoute('/user/amount');
    const coupon = await screen.findByRole('region', { name: '優惠碼' });
    const input = within(coupon).getByRole('textbox', { name: '優惠碼' });
    await userEvent.type(input, 'a b');
    await userEvent.click(within(coupon).getByRole('button', { name: '查詢' }));
    expect(await within(coupon).findByText(/請輸入正確的優惠碼/)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'SPRING2025');
    await userEvent.click(within(coupon).getByRole('button', { name: '查詢' }));
    expect(await within(coupon).findByText('這個優惠碼 (code) 已過期')).toBeVisible();
    expect(within(coupon).queryByRole('button', { name: '兌換成點數' })).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'WELCOME200');
    await userEvent.click(within(coupon).getByRole('button', { name: '查詢' }));
    expect(await within(coupon).findByText('可兌換 200 點')).toBeVisible();
    await userEvent.click(within(coupon).getByRole('button', { name: '兌換成點數' }));
    expect(await within(coupon).findByText('已兌換 200 點，帳戶餘額 5,000 點')).toBeVisible();
  });
});
