import { ErrorCode } from '@app/contracts/error-codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../testing/mock-api';
import { clientProfile } from '../testing/profiles';
import { api, ApiError, configureApiClient } from './api-client';
import { setWebLocale } from './i18n';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  configureApiClient({ getToken: () => 'the-token', onUnauthorized });

  afterEach(() => {
    onUnauthorized.mockReset();
  });

  it('answers the data of a successful envelope, sending the bearer token and no-cache headers', async () => {
    const profile = clientProfile();
    const calls = mockApi({ 'GET /client?isNewVersion=true': ok(profile) });

    await expect(api.get('/client?isNewVersion=true')).resolves.toEqual(profile);

    const [call] = calls;
    expect(call?.url).toBe('/api/zh-tw/client?isNewVersion=true');
    expect(call?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(call?.headers.get('Cache-Control')).toBe('no-cache');
    expect(call?.headers.get('Pragma')).toBe('no-cache');
    expect(call?.credentials).toBe('same-origin');
  });

  it('calls the API in the language the page is shown in', async () => {
    await setWebLocale('us');
    const calls = mockApi({ 'POST /User/ForgotPassword': ok() });

    await api.post('/User/ForgotPassword', { email: 'a@b.tw' });

    expect(calls[0]?.url).toBe('/api/en-us/User/ForgotPassword');
    expect(calls[0]?.body).toEqual({ email: 'a@b.tw' });
  });

  it('throws the error code, message, status and field errors of a validation failure', async () => {
    const fields = [{ field: 'nickname', message: '暱稱須為 1 到 30 個字元' }];
    mockApi({ 'POST /User/Register': fail(400, ErrorCode.ValidationFailed, '資料格式不正確', { fields }) });

    const error = await api.post('/User/Register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 1000, message: '資料格式不正確', status: 400 });
    expect((error as ApiError).fieldErrors).toEqual(fields);
  });

  it('treats HTTP 200 with a non-zero error_code as a failure', async () => {
    mockApi({
      'POST /User/ChangePassword': {
        status: 200,
        body: { error_code: 441, message: '舊密碼不正確', data: null },
      },
    });

    await expect(api.post('/User/ChangePassword', {})).rejects.toMatchObject({
      errorCode: 441,
      message: '舊密碼不正確',
    });
  });

  it('treats an empty or non-JSON body as a failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502 }),
    );

    await expect(api.get('/expert')).rejects.toMatchObject({ status: 502, errorCode: ErrorCode.Internal });
  });

  it('ends the session on a 401, naming the token the refused call carried', async () => {
    mockApi({ 'GET /counselor': fail(401, ErrorCode.Unauthenticated, '請先登入') });

    await expect(api.get('/counselor')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('the-token');
  });

  it('does not end the session when signing in answers 401 (wrong password)', async () => {
    mockApi({ 'POST /jwt': fail(401, ErrorCode.InvalidCredentials, '帳號或密碼錯誤') });

    await expect(api.post('/jwt', {}, { signOutOnUnauthorized: false })).rejects.toMatchObject({
      errorCode: 2001,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
