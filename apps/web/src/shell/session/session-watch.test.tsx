import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../testing/mock-api';
import { clientProfile } from '../../testing/profiles';
import { renderRoute } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { IDLE_TIMEOUT_MS } from './idle';
import { readSession } from './session-store';
import { useIdleLogout } from './use-idle-logout';
import { USER_WAIT_CHECKS, USER_WAIT_INTERVAL_MS, useUserWatch } from './use-user-watch';

function Watched({ watch }: { watch: () => void }) {
  watch();
  return null;
}

const renderWatched = (watch: () => void, path = '/user/amount') =>
  renderRoute(path, [{ path: '*', element: <Watched watch={watch} /> }]);

afterEach(() => vi.useRealTimers());

describe('waiting for the user object', () => {
  it('gives up after 100 checks 100 ms apart and resets the session', async () => {
    expect(USER_WAIT_CHECKS * USER_WAIT_INTERVAL_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signInAs('client');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    const { router } = renderWatched(useUserWatch);

    act(() => vi.advanceTimersByTime(9_900));
    expect(readSession()).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(readSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('resets the session with the server’s message when the profile cannot be fetched', async () => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': {
        status: 403,
        body: { error_code: 2003, message: '此帳號已停用，請聯絡客服', data: null },
      },
    });
    renderWatched(useUserWatch);

    expect(await screen.findByText('此帳號已停用，請聯絡客服')).toBeVisible();
    expect(readSession()).toBeNull();
  });
});

describe('idle logout', () => {
  it('signs out after 50 minutes without input, and brings them back after signing in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signInAs('client');
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'POST /User/Logout': ok(),
    });
    const { router } = renderWatched(useIdleLogout);

    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 10_000));
    expect(readSession()).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(readSession()).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/User/Logout'))).toBe(true);
    expect(await screen.findByRole('dialog', { name: '已自動登出' })).toBeVisible();
    expect(document.cookie).toContain('auth_redirect=%2Fuser%2Famount');
  });

  it('counts any input as activity', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    signInAs('client');
    mockApi({ 'GET /client?isNewVersion=true': ok(clientProfile()) });
    renderWatched(useIdleLogout);

    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 10_000));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(readSession()).not.toBeNull();
  });
});
