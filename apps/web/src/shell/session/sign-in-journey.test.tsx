import { ErrorCode } from '@app/contracts/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { clientProfile, counselorProfile, expertProfile } from '../../testing/profiles';
import { renderRoute } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { readSession } from './session-store';

const counselorToken = {
  access_token: 'new-jwt',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: null,
  role: 'counselor',
};
const counselor = counselorProfile();

async function signInWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  // The register tab's panel is mounted too, hidden.
  const panel = within(await screen.findByRole('tabpanel', { name: '登入' }));
  await user.type(panel.getByLabelText(/電子郵件/), email);
  await user.type(panel.getByLabelText(/^密碼/), 'Demo1234');
  await user.click(panel.getByRole('button', { name: '登入' }));
}

describe('signing in', () => {
  it('brings someone who opened a protected page back to it', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /jwt': ok(counselorToken), 'GET /counselor': ok(counselor) });
    const { router } = renderRoute('/counselor/nextcourse');

    expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    await signInWith(user, 'counselor1@demo.test');

    expect(await screen.findByRole('heading', { level: 1, name: '即將進行的諮商' })).toBeVisible();
    expect(await screen.findByText('林心怡，你好')).toBeVisible();
    expect(router.state.location.pathname).toBe('/counselor/nextcourse');
    expect(readSession()).toMatchObject({ token: 'new-jwt', role: 'counselor', grantType: 0 });
  });

  it('shows a client their nickname in the top bar on the home page', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /jwt': ok({ ...counselorToken, role: 'client' }),
      'GET /client?isNewVersion=true': ok(clientProfile()),
    });
    const { router } = renderRoute('/signin');

    await signInWith(user, 'client@demo.test');

    expect(await screen.findByRole('button', { name: /小安/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: '登入' })).not.toBeInTheDocument();
  });

  it('sends a signed-in person whose session the server refused (401) to sign in again', async () => {
    signInAs('counselor');
    mockApi({ 'GET /counselor': fail(401, ErrorCode.Unauthenticated, '請重新登入') });
    const { router } = renderRoute('/counselor/nextcourse');

    expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(readSession()).toBeNull();
    expect(document.cookie).toContain('auth_redirect=%2Fcounselor%2Fnextcourse');
  });

  it('logs out through the profile menu', async () => {
    const user = userEvent.setup();
    signInAs('expert');
    const calls = mockApi({
      'GET /expert': ok(expertProfile()),
      'GET /application': ok([]),
      'POST /User/Logout': ok(),
    });
    renderRoute('/expert/applicationlist');

    await user.click(await screen.findByRole('button', { name: /陳督導/ }));
    await user.click(await screen.findByRole('menuitem', { name: '登出' }));

    expect(await screen.findByRole('link', { name: '登入' })).toBeVisible();
    expect(readSession()).toBeNull();
    // The expert's home reads the pending applications too: the logout is found among the calls.
    const logout = calls.find((call) => call.method === 'POST' && call.url === '/api/zh-tw/User/Logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer expert-token');
  });
});
