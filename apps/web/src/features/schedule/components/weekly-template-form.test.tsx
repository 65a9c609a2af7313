import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const template = {
  timeZone: 'Asia/Taipei',
  ranges: [{ weekday: 1, start: '09:00', end: '12:00', voice: true, video: true }],
};
const replies = {
  'GET /counselor': ok(counselorProfile()),
  'GET /CounselorSchedule/WeeklyTemplate': ok(template),
};

describe('the weekly plan (/counselor/schedule-template)', () => {
  it('names the range that overlaps another of its day and sends nothing until it is fixed', async () => {
    signInAs('counselor');
    const calls = mockApi({ ...replies, 'PUT /CounselorSchedule/WeeklyTemplate': ok(template) });
    renderRoute('/counselor/schedule-template');
    const user = userEvent.setup();
    const monday = await screen.findByRole('region', { name: '星期一' });
    expect(within(monday).getByRole('combobox', { name: '星期一第 1 段開始時間' })).toHaveValue('09:00');

    await user.click(within(monday).getByRole('button', { name: '星期一新增時段' }));
    // The new range starts where the last one ends; moved back, it overlaps it.
    await user.selectOptions(
      within(monday).getByRole('combobox', { name: '星期一第 2 段開始時間' }),
      '11:00',
    );
    await user.click(screen.getByRole('button', { name: '儲存每週服務時間' }));
    expect(await within(monday).findByText('同一天的服務時段不可重疊')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.selectOptions(
      within(monday).getByRole('combobox', { name: '星期一第 2 段開始時間' }),
      '13:00',
    );
    await user.selectOptions(
      within(monday).getByRole('combobox', { name: '星期一第 2 段結束時間' }),
      '15:00',
    );
    await user.click(within(monday).getByRole('checkbox', { name: '星期一第 2 段提供語音諮商' }));
    await user.click(screen.getByRole('button', { name: '儲存每週服務時間' }));
    expect(await screen.findByText('每週服務時間已儲存')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      timeZone: 'Asia/Taipei',
      ranges: [
        { weekday: 1, start: '09:00', end: '12:00', voice: true, video: true },
        { weekday: 1, start: '13:00', end: '15:00', voice: false, video: true },
      ],
    });
  });
});
