import { ErrorCode } from '@app/contracts/error-codes';
import type { TNotificationSetting } from '@app/contracts/profile';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app } = testApp;

const flags: TNotificationSetting = {
  useEmailCourseNotifyOneDay: false,
  useEmailCourseNotifyOneHour: true,
  useEmailCourseNotifyTenMinutes: true,
  useFCMCourseNotifyOneDay: false,
  useFCMCourseNotifyOneHour: false,
  useFCMCourseNotifyTenMinutes: true,
};

const put = (url: string, headers: object | undefined, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/zh-tw${url}`, headers: { ...headers }, payload });

describe('PUT /User/NotificationSetting', () => {
  it('stores a client’s and a counselor’s six flags, read back in their profile', async () => {
    for (const role of ['client', 'counselor'] as const) {
      const user = await createSignedInUser(testApp, { role });
      const response = await put('/User/NotificationSetting', user.headers, flags);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data).toEqual(flags);
      const profile = await app.inject({ url: `/api/zh-tw/${role}`, headers: user.headers });
      expect(profile.json().data, role).toMatchObject(flags);
    }
  });

  it('needs every flag as a boolean, naming the field; experts get 403 and callers without a token 401', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const { useFCMCourseNotifyTenMinutes: _left, ...missing } = flags;
    const response = await put('/User/NotificationSetting', client.headers, {
      ...missing,
      useEmailCourseNotifyOneDay: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['useEmailCourseNotifyOneDay', 'useFCMCourseNotifyTenMinutes']);
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    expect((await put('/User/NotificationSetting', expert.headers, flags)).statusCode).toBe(403);
    expect((await put('/User/NotificationSetting', undefined, flags)).statusCode).toBe(401);
  });
});

describe('the alternate reminder address', () => {
  it('is set, kept when left out, and removed with an empty value; read back in the profile', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const set = await put('/User/NotificationSetting', client.headers, {
      ...flags,
      anotherEmail: ' Work@Example.TW ',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.anotherEmail).toBe('work@example.tw');
    const profile = () => app.inject({ url: '/api/zh-tw/client', headers: client.headers });
    expect((await profile()).json().data.anotherEmail).toBe('work@example.tw');
    await put('/User/NotificationSetting', client.headers, flags);
    expect((await profile()).json().data.anotherEmail).toBe('work@example.tw');
    await put('/User/NotificationSetting', client.headers, { ...flags, anotherEmail: '' });
    expect((await profile()).json().data.anotherEmail).toBeNull();
  });

  it('must be an e-mail address, named in the error; a bad one changes nothing', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    await put('/User/NotificationSetting', counselor.headers, { ...flags, anotherEmail: 'keep@example.tw' });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/en-us/User/NotificationSetting',
      headers: counselor.headers,
      payload: { ...flags, useFCMCourseNotifyOneDay: true, anotherEmail: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({ field: 'anotherEmail' });
    expect(JSON.stringify(bad.json())).toContain('alternate e-mail');
    const profile = await app.inject({ url: '/api/zh-tw/counselor', headers: counselor.headers });
    expect(profile.json().data).toMatchObject({
      anotherEmail: 'keep@example.tw',
      useFCMCourseNotifyOneDay: false,
    });
  });
});

describe('PUT /Counselor/AppointmentSetting', () => {
  it('sets the booking lead time to 4, 8, 24, 48 or 72 hours, read back in the profile', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    for (const hours of [4, 8, 24, 48, 72]) {
      const response = await put('/Counselor/AppointmentSetting', counselor.headers, {
        canReserveAfter: hours,
      });
      expect(response.json().data).toEqual({ canReserveAfter: hours });
    }
    const profile = await app.inject({ url: '/api/zh-tw/counselor', headers: counselor.headers });
    expect(profile.json().data.canReserveAfter).toBe(72);
  });

  it('refuses any other lead time naming canReserveAfter, and every role but counselors', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    for (const canReserveAfter of [12, 0, '24']) {
      const response = await put('/Counselor/AppointmentSetting', counselor.headers, { canReserveAfter });
      expect(response.statusCode, String(canReserveAfter)).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().data.fields).toEqual([
        { field: 'canReserveAfter', message: '欄位 canReserveAfter: 請選擇 4、8、24、48 或 72 小時' },
      ]);
    }
    for (const role of ['client', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect(
        (await put('/Counselor/AppointmentSetting', user.headers, { canReserveAfter: 24 })).statusCode,
      ).toBe(403);
    }
  });
});
