import { LicenseReviewStatus } from '@app/contracts/enums';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AccountSettingPage from './account-setting';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderWithProviders } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

describe('account settings', () => {
  it('sends the alternate reminder address typed in, and offers push on this device only where the browser can', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'PUT /User/NotificationSetting': ok({ ...clientProfile(), anotherEmail: 'work@example.tw' }),
    });
    renderWithProviders(<AccountSettingPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '通知' }));
    await userEvent.type(screen.getByRole('textbox', { name: /備用電子郵件/ }), 'work@example.tw');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => calls.find((call) => call.method === 'PUT')?.body)
      .toMatchObject({ anotherEmail: 'work@example.tw' });
    // The test browser has no service worker: it says push cannot work here, and offers no button.
    expect(screen.getByText('這個瀏覽器無法接收推播通知。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '在這個裝置上開啟推播' })).toBeNull();
  });

  it('lets a client change their reminders, and shows no counselor tab', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile({ useEmailCourseNotifyOneDay: true })),
      'PUT /User/NotificationSetting': ok({
        useEmailCourseNotifyOneDay: false,
        useEmailCourseNotifyOneHour: true,
        useEmailCourseNotifyTenMinutes: false,
        useFCMCourseNotifyOneDay: true,
        useFCMCourseNotifyOneHour: true,
        useFCMCourseNotifyTenMinutes: true,
      }),
    });
    renderWithProviders(<AccountSettingPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '通知' }));
    expect(screen.queryByRole('tab', { name: '證照' })).toBeNull();
    const email = screen.getByRole('group', { name: '電子郵件提醒' });
    await userEvent.click(within(email).getByRole('checkbox', { name: '前一天' }));
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => calls.find((call) => call.method === 'PUT')?.body)
      .toMatchObject({ useEmailCourseNotifyOneDay: false });
    // The six flags and the alternate address, nothing else of the profile.
    expect(Object.keys(calls.find((call) => call.method === 'PUT')?.body as object)).toHaveLength(7);
  });

  it('lets a counselor set the booking lead time and read their licence change under review', async () => {
    signInAs('counselor');
    const calls = mockApi({
      'GET /counselor': ok(counselorProfile({ canReserveAfter: 24 })),
      'PUT /Counselor/AppointmentSetting': ok({ canReserveAfter: 48 }),
      'GET /Counselor/License': ok({
        licenses: [],
        request: {
          id: '6e5d4c3b-0000-4000-8000-000000000020',
          status: LicenseReviewStatus.NotAccepted,
          createdAt: '2030-01-01T00:00:00.000Z',
          reviewedAt: '2030-01-02T00:00:00.000Z',
          reason: '請補上證書背面',
          licenses: [],
        },
        files: {},
      }),
    });
    renderWithProviders(<AccountSettingPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '預約設定' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /最晚可預約時間/ }), '48');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => calls.find((call) => call.method === 'PUT')?.body)
      .toEqual({ canReserveAfter: 48 });

    await userEvent.click(screen.getByRole('tab', { name: '證照' }));
    expect(await screen.findByText('最近一次申請：未通過')).toBeVisible();
    expect(screen.getByText('未通過原因：請補上證書背面')).toBeVisible();
  });
});
