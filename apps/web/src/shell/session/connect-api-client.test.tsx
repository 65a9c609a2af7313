import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { api, configureApiClient } from '../../lib/api-client';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { counselorProfile } from '../../testing/profiles';
import { renderRoute } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { requireSchedule } from './require-schedule';
import { readSession, saveSession } from './session-store';

const counselor = counselorProfile();
const routes = [
  { path: paths.counselor.createIssueCourse.path, loader: requireSchedule, element: <h1>建立主題</h1> },
  { path: paths.signIn.path, element: <h1>登入</h1> },
];

/** The server: a call without the counselor's current token is refused with 401. */
function serverFor(token: string) {
  const withToken =
    <T,>(reply: T) =>
    (call: { headers: Headers }) =>
      call.headers.get('Authorization') === `Bearer ${token}`
        ? reply
        : fail(401, ErrorCode.Unauthenticated, '請先登入');
  return {
    'GET /counselor': withToken(ok(counselor)),
    [`GET /CounselorSchedule/IsSetSchedule?id=${counselor.id}`]: withToken(ok(true)),
  };
}

describe('the API client of a page just loaded', () => {
  beforeEach(() => {
    // A fresh page: nothing has plugged the session into the API client yet.
    configureApiClient({ getToken: () => null, onUnauthorized: () => {} });
  });

  it('gives the token to the first call of a route guard, so a reload keeps the counselor signed in', async () => {
    signInAs('counselor');
    const calls = mockApi(serverFor('counselor-token'));
    const { router } = renderRoute(paths.counselor.createIssueCourse.path, routes);

    expect(await screen.findByRole('heading', { name: '建立主題' })).toBeVisible();
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer counselor-token',
      'Bearer counselor-token',
    ]);
    expect(router.state.location.pathname).toBe(paths.counselor.createIssueCourse.path);
    expect(readSession()?.role).toBe('counselor');
  });

  it('keeps the session when a call made with an earlier token is refused', async () => {
    signInAs('counselor');
    mockApi(serverFor('counselor-token'));
    const { router } = renderRoute(paths.counselor.createIssueCourse.path, routes);
    expect(await screen.findByRole('heading', { name: '建立主題' })).toBeVisible();

    // Refreshed while a call with the old token was on its way.
    const refreshed = { ...readSession()!, token: 'refreshed-token' };
    const pending = api.get('/counselor');
    saveSession(refreshed);
    mockApi(serverFor('refreshed-token'));
    await expect(pending).resolves.toMatchObject({ id: counselor.id });

    expect(readSession()).toEqual(refreshed);
    expect(router.state.location.pathname).toBe(paths.counselor.createIssueCourse.path);
  });

  it('ends the session and asks to sign in again when the current token is refused', async () => {
    signInAs('counselor');
    mockApi(serverFor('counselor-token'));
    const { router } = renderRoute(paths.counselor.createIssueCourse.path, routes);
    expect(await screen.findByRole('heading', { name: '建立主題' })).toBeVisible();

    mockApi(serverFor('another-token'));
    await expect(api.get('/counselor')).rejects.toMatchObject({ status: 401 });

    expect(readSession()).toBeNull();
    expect(await screen.findByRole('heading', { name: '登入' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.signIn.path);
  });
});
