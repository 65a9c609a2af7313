import type { TWaitlistEntry } from '@app/contracts/waitlist';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute, renderWithProviders } from '../../../testing/render';
import { signInAs } from '../../../testing/session';
import JoinWaitlist from './join-waitlist';

const topicId = '00000000-0000-4000-8000-0000000000a1';
const courseId = '00000000-0000-4000-8000-0000000000c1';

function entry(offerMinutesLeft: number | null): TWaitlistEntry {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    issueCourse: { id: topicId, title: '職場壓力與倦怠調適' },
    counselor: { id: '00000000-0000-4000-8000-0000000000b1', fullName: '林志明' },
    weekdays: [1, 2],
    fromTime: '08:00',
    toTime: '10:00',
    createdAt: new Date().toISOString(),
    offer:
      offerMinutesLeft === null
        ? null
        : {
            courseId,
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 3_600_000).toISOString(),
            expiresAt: new Date(Date.now() + offerMinutesLeft * 60_000).toISOString(),
            price: 2000,
          },
  };
}

describe('joining a waitlist', () => {
  it('asks for a day under the days, then sends the days and the window chosen', async () => {
    const calls = mockApi({ 'POST /Waitlist': ok(entry(null)) });
    renderWithProviders(<JoinWaitlist issueCourseId={topicId} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '加入候補名單' }));
    expect(await screen.findByText('請至少選擇一項')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const days = screen.getByRole('group', { name: '希望的星期' });
    await user.click(within(days).getByRole('checkbox', { name: '週三' }));
    await user.click(within(days).getByRole('checkbox', { name: '週一' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '最早開始時間（台灣時間）' }), '08:00');
    await user.selectOptions(
      screen.getByRole('combobox', { name: '最晚開始時間（台灣時間，不含）' }),
      '10:00',
    );
    await user.click(screen.getByRole('button', { name: '加入候補名單' }));
    expect(await screen.findByRole('link', { name: '查看我的候補' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      issueCourseId: topicId,
      weekdays: [1, 3],
      fromTime: '08:00',
      toTime: '10:00',
    });
  });
});

describe('the waitlist on /user/nextcourse', () => {
  it('shows the slot held for the client with its countdown, and accepts it', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /Mail/Count': ok(0),
      'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /client/coursenext_v2?start_page=0&page_size=50': ok({ totalRecords: 0, records: [] }),
      'GET /Waitlist/Mine': ok([entry(12)]),
      [`POST /Waitlist/Offer/${courseId}/Accept`]: ok({ courseId, status: 0 }),
    });
    renderRoute('/user/nextcourse');
    const waitlist = await screen.findByRole('region', { name: '我的候補名單' });
    expect(within(waitlist).getByText('週一、週二，08:00–10:00 開始')).toBeVisible();
    expect(within(waitlist).getByTestId('offer-countdown').textContent).toMatch(/保留剩餘 1[12]:\d\d/);
    await userEvent.click(within(waitlist).getByRole('button', { name: '接受並預約' }));
    expect(await screen.findByText('預約成功')).toBeVisible();
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith(`/Waitlist/Offer/${courseId}/Accept`)),
    ).toBe(true);
  });
});
