import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AccountSettingPage from './account-setting';
import { fail, mockApi, ok, type TRecordedCall } from '../../../testing/mock-api';
import { clientProfile, counselorProfile } from '../../../testing/profiles';
import { renderWithProviders } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const putBody = (calls: TRecordedCall[], path: string) =>
  calls.find((call) => call.method === 'PUT' && call.url.endsWith(path))?.body;

describe('account settings groups', () => {
  it('lets a counselor set their personal data, service, custom consultation and free trial, one call each', async () => {
    signInAs('counselor');
    const calls = mockApi({
      'GET /counselor': ok(
        counselorProfile({ acceptsCustomConsultation: false, customConsultationPrice: null }),
      ),
      'PUT /User/PersonalInfo': ok({
        fullName: '林心怡',
        gender: 'non-binary',
        address: null,
        lineID: 'lin.counsel',
        aboutMe: null,
        facebook: null,
        blog: null,
      }),
      'PUT /Counselor/ServiceSetting': ok({ serviceLength: 2, serviceTypes: ['video'] }),
      'PUT /Counselor/CustomConsultationSetting': ok({
        acceptsCustomConsultation: true,
        customConsultationPrice: 2500,
      }),
      'PUT /Counselor/FreeTrialSetting': ok({ acceptsFreeTrial: false }),
    });
    renderWithProviders(<AccountSettingPage />);

    await userEvent.click(await screen.findByRole('tab', { name: '個人資料' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'LINE ID' }), 'lin.counsel');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '性別' }), 'non-binary');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => putBody(calls, '/User/PersonalInfo'))
      .toMatchObject({
        fullName: '林心怡',
        gender: 'non-binary',
        lineID: 'lin.counsel',
        address: null,
      });

    await userEvent.click(screen.getByRole('tab', { name: '服務設定' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '服務年資' }), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: '語音諮商' }));
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => putBody(calls, '/Counselor/ServiceSetting'))
      .toEqual({ serviceLength: 2, serviceTypes: ['video'] });

    await userEvent.click(screen.getByRole('tab', { name: '客製諮商' }));
    await userEvent.click(await screen.findByRole('switch', { name: '接受客製諮商' }));
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    // A price is needed to accept: refused before any call, naming the rule.
    expect(await screen.findByText('接受個人諮詢時，價格需為 1000 至 100000 之間 100 的倍數')).toBeVisible();
    expect(putBody(calls, '/Counselor/CustomConsultationSetting')).toBeUndefined();
    await userEvent.type(screen.getByRole('textbox', { name: /客製諮商價格/ }), '2500');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => putBody(calls, '/Counselor/CustomConsultationSetting'))
      .toEqual({ acceptsCustomConsultation: true, customConsultationPrice: 2500 });

    await userEvent.click(screen.getByRole('tab', { name: '免費體驗' }));
    await userEvent.click(await screen.findByRole('switch', { name: '接受免費體驗諮商' }));
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => putBody(calls, '/Counselor/FreeTrialSetting'))
      .toEqual({ acceptsFreeTrial: false });
  });

  it('lets a client set an emergency contact, showing the server’s message under the field it names', async () => {
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'PUT /Client/EmergencyContact': fail(400, 1000, '輸入資料有誤', {
        fields: [{ field: 'phone', message: '欄位 phone: 電話號碼格式不正確' }],
      }),
    });
    renderWithProviders(<AccountSettingPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '緊急聯絡人' }));
    expect(screen.queryByRole('tab', { name: '客製諮商' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: '儲存' }));
    expect(await screen.findAllByText('不能為空白')).toHaveLength(3);

    await userEvent.type(screen.getByRole('textbox', { name: /姓名/ }), '陳美玲');
    await userEvent.type(screen.getByRole('textbox', { name: /關係/ }), '母親');
    await userEvent.type(screen.getByRole('textbox', { name: /電話/ }), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    await expect
      .poll(() => putBody(calls, '/Client/EmergencyContact'))
      .toEqual({ name: '陳美玲', relation: '母親', phone: '+886912345678' });
    expect(await screen.findByText('欄位 phone: 電話號碼格式不正確')).toBeVisible();
  });

  it('offers the change-password dialog and phone verification from their own groups', async () => {
    signInAs('client');
    mockApi({ 'GET /client?isNewVersion=true': ok(clientProfile({ phoneVerified: false })) });
    renderWithProviders(<AccountSettingPage />);
    await userEvent.click(await screen.findByRole('tab', { name: '手機驗證' }));
    expect(await screen.findByRole('link', { name: '驗證手機' })).toHaveAttribute(
      'href',
      '/verifyphonesingle',
    );
    await userEvent.click(screen.getByRole('tab', { name: '密碼' }));
    await userEvent.click(await screen.findByRole('button', { name: '變更密碼' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
