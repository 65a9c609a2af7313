import type { TCustomConsultation } from '@app/contracts/custom-consultations';
import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const accepted: TCustomConsultation = {
  id: '6f1c1e0e-8d0b-4c53-9d7a-3a2b1c0d9e8f',
  status: 'accepted',
  counselor: { id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', fullName: '陳怡君' },
  client: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', nickName: '小安' },
  message: '想聊聊睡眠與壓力',
  preferredTimes: '平日晚上',
  length: 0,
  price: 2400,
  startTime: '2030-01-10T07:00:00.000Z',
  courseId: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
  declineReason: null,
  deadline: '2030-01-09T07:00:00.000Z',
  createdAt: '2030-01-07T07:00:00.000Z',
};

/** A request's card, by the status it shows. */
async function cardOf(status: string): Promise<HTMLElement> {
  const card = (await screen.findByText(status)).closest('li');
  expect(card).not.toBeNull();
  return card!;
}

function mockRequests(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /client?isNewVersion=true': ok(clientProfile()),
    'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
    'GET /Mail/Count': ok(0),
    'GET /CustomConsultation/Mine?start_page=0&page_size=20': ok({
      totalRecords: 2,
      records: [
        accepted,
        {
          ...accepted,
          id: '3c4d5e6f-7081-4293-a4b5-c6d7e8f90112',
          status: 'declined',
          price: null,
          startTime: null,
          courseId: null,
          deadline: null,
          declineReason: '不在我的專長範圍',
        },
      ],
    }),
    ...extra,
  });
}

describe('/user/customconsultation', () => {
  it('lists the requests with their status, the offer and the reason of a decline', async () => {
    signInAs('client');
    mockRequests();
    renderRoute('/user/customconsultation');
    const offer = await cardOf('待付款');
    expect(within(offer).getByText(/費用 2,400 點/)).toBeVisible();
    const declined = await cardOf('已婉拒');
    expect(within(declined).getByText('婉拒原因：不在我的專長範圍')).toBeVisible();
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
  });

  it('pays only after the agreement, and offers a recharge for the held course when points are short', async () => {
    signInAs('client');
    const calls = mockRequests({
      [`POST /CustomConsultation/${accepted.id}/Pay`]: fail(
        409,
        ErrorCode.InsufficientBalance,
        '點數不足，請先儲值',
      ),
    });
    renderRoute('/user/customconsultation');
    const user = userEvent.setup();
    const offer = await cardOf('待付款');
    const pay = within(offer).getByRole('button', { name: '以點數付款' });
    expect(pay).toBeDisabled();
    await user.click(within(offer).getByRole('checkbox'));
    await user.click(pay);
    expect(await within(offer).findByRole('alert')).toHaveTextContent('點數不足，請先儲值');
    expect(within(offer).getByRole('link', { name: '前往儲值並完成付款' })).toHaveAttribute(
      'href',
      `/user/recharge?courseId=${accepted.courseId!}&amount=2400`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ agree: true });
  });

  it('pages through more requests than a page holds', async () => {
    signInAs('client');
    const page = (offset: number, count: number) =>
      ok({
        totalRecords: 25,
        records: Array.from({ length: count }, (_, index) => ({
          ...accepted,
          id: `6f1c1e0e-8d0b-4c53-9d7a-${String(offset + index).padStart(12, '0')}`,
          status: 'withdrawn',
          preferredTimes: `第 ${String(offset + index + 1)} 筆`,
        })),
      });
    mockRequests({
      'GET /CustomConsultation/Mine?start_page=0&page_size=20': page(0, 20),
      'GET /CustomConsultation/Mine?start_page=1&page_size=20': page(20, 5),
    });
    renderRoute('/user/customconsultation');
    expect(await screen.findByText(/第 1 筆/)).toBeVisible();
    const pages = screen.getByRole('navigation', { name: '申請的頁碼' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText(/第 25 筆/)).toBeVisible();
    expect(screen.queryByText(/第 1 筆/)).not.toBeInTheDocument();
  });
});
