import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
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

    await userEvent.click(within(points).getByRole('button', { name: '第 2 頁' }));
    expect(await within(points).findByText('+100')).toBeVisible();
  });

  it('shows a counselor their balances without the client-only recharge and ATM parts', async () => {
    signInAs('counselor');
    mockApi({
      'GET /counselor': ok(counselorProfile()),
      'GET /Wallet/Statement?page=1': ok(statement(1, 2)),
    });
    renderRoute('/user/amount');
    expect(await screen.findByTestId('statement-balance')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'ATM 轉帳' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '儲值點數' })).not.toBeInTheDocument();
  });
});
