import { ErrorCode } from '@app/contracts/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { clientProfile } from '../../testing/profiles';
import { renderRoute } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { readSession } from './session-store';

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
const client = clientProfile();

describe('keeping a session alive', () => {
  it('refreshes a token older than 50 minutes through the refresh cookie', async () => {
    signInAs('client', minutesAgo(51));
    const calls = mockApi({
      'GET /client?isNewVersion=true': ok(client),
      'POST /jwt': ok({
        access_token: 'fresh-jwt',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: null,
        role: 'client',
      }),
    });
    renderRoute('/');

    await waitFor(() => expect(readSession()?.token).toBe('fresh-jwt'));
    expect(calls.find((call) => call.url.endsWith('/jwt'))?.body).toEqual({ grant_type: 9, isFromWeb: true });
    expect(readSession()?.startTime).toBeGreaterThan(minutesAgo(1));
  });

  it('tells the person when the server refuses the refresh, then asks them to sign in', async () => {
    const user = userEvent.setup();
    signInAs('client', minutesAgo(55));
    mockApi({
      'GET /client?isNewVersion=true': ok(client),
      'POST /jwt': fail(401, ErrorCode.RefreshTokenInvalid, '登入已逾時，請重新登入'),
    });
    const { router } = renderRoute('/');

    expect(await screen.findByText('登入已逾時，請重新登入')).toBeVisible();
    expect(readSession()).toBeNull();
    await user.click(screen.getByRole('button', { name: '確定' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('signs out a session older than 60 minutes', async () => {
    signInAs('client', minutesAgo(61));
    mockApi({ 'GET /client?isNewVersion=true': ok(client) });
    const { router } = renderRoute('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(readSession()).toBeNull();
  });
});
