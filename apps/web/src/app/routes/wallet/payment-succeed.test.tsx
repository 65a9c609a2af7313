import { CourseLength, CourseStatus, CourseType } from '@app/contracts/enums';
import type { TCourseInformation } from '@app/contracts/courses';
import type { TRecharge } from '@app/contracts/wallet';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const orderNo = 'R261125140105HELDPAY';
const courseId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const counselorId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const recharge = (changes: Partial<TRecharge>): TRecharge => ({
  orderNo,
  amount: 1_400,
  provider: 0,
  method: 'Credit',
  status: 'paid',
  createdAt: '2026-11-25T06:01:05.000Z',
  paidAt: '2026-11-25T06:03:40.000Z',
  atm: null,
  courseId,
  ...changes,
});

const course = (status: TCourseInformation['status']): TCourseInformation => ({
  id: courseId,
  type: CourseType.IssueCourse,
  status,
  length: CourseLength.SixtyMinutes,
  voiceOnly: false,
  startTime: '2026-11-27T06:00:00.000Z',
  endTime: '2026-11-27T07:00:00.000Z',
  issueCourse: { id: '0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', title: '走出焦慮的第一步' },
  counselor: { id: counselorId, fullName: '陳怡君' },
  client: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', nickName: '小安' },
  price: 2_400,
  bonusPoints: 0,
  couponDiscount: 0,
  paidPoints: 2_400,
  holdExpiresAt: null,
  canceledAt: status === CourseStatus.Canceled ? '2026-11-25T06:16:00.000Z' : null,
  cancelReason: null,
  cancelFeeNow: 0,
});

const replies = (recharged: TRecharge, information?: TCourseInformation) => ({
  'GET /client?isNewVersion=true': ok(clientProfile()),
  [`GET /Recharge/${orderNo}`]: ok(recharged),
  ...(information ? { [`GET /Course/Information/${courseId}`]: ok(information) } : {}),
});

describe('the payment result of a held booking (/paymentsucceed)', () => {
  it('shows the booked session with what to do before it once the payment is in', async () => {
    signInAs('client');
    mockApi(replies(recharge({}), course(CourseStatus.Init)));
    renderRoute(`/paymentsucceed?orderNo=${orderNo}`);
    expect(await screen.findByText('付款完成，預約成立')).toBeVisible();
    const summary = screen.getByRole('table', { name: '預約內容' });
    expect(within(summary).getByRole('row', { name: /諮商師/ })).toHaveTextContent('陳怡君');
    expect(within(summary).getByRole('row', { name: /主題/ })).toHaveTextContent('走出焦慮的第一步');
    expect(within(summary).getByRole('row', { name: /開始時間/ })).toHaveTextContent('2026/11/27 14:00');
    expect(screen.getByRole('link', { name: '查看即將進行的諮商' })).toHaveAttribute(
      'href',
      '/user/nextcourse',
    );
    expect(screen.getByRole('link', { name: '先檢查視訊設備' })).toHaveAttribute('href', '/devicecheck');
  });

  it('says the points were kept when the hold ran out before the payment arrived', async () => {
    signInAs('client');
    mockApi(replies(recharge({}), course(CourseStatus.Canceled)));
    renderRoute(`/paymentsucceed?orderNo=${orderNo}`);
    expect(await screen.findByText('付款完成，但保留的時段已經釋出')).toBeVisible();
    expect(screen.getByText(/1,400 點都在你的儲值點數裡/)).toBeVisible();
    expect(screen.getByRole('link', { name: '預約其他時段' })).toHaveAttribute(
      'href',
      `/team/${counselorId}`,
    );
  });

  it('tells a failed payment as the recharge page does, with the booking untouched', async () => {
    signInAs('client');
    mockApi(replies(recharge({ status: 'failed', paidAt: null })));
    renderRoute(`/paymentsucceed?orderNo=${orderNo}`);
    expect(await screen.findByText(/請稍後再儲值/)).toBeVisible();
  });
});
