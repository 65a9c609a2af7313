import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

// The real check needs a browser's workers or Google's script; here a button stands in for it.
vi.mock('./captcha-field', () => ({
  CaptchaField: ({ onChange, error }: { onChange: (value: string) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('captcha-payload')}>
        我不是機器人
      </button>
      {error && <p>{error}</p>}
    </div>
  ),
}));

/** What the server answers to right credentials. */
const token = {
  access_token: 'jwt',
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: null,
  role: 'client',
};

/** The body the form sends for client@demo.test with the right password. */
const credentialsSent = {
  grant_type: 0,
  username: 'client@demo.test',
  password: 'Demo1234',
  isFromWeb: true,
};

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText(/電子郵件/), email);
  await user.type(screen.getByLabelText(/^密碼/), password);
  await user.click(screen.getByRole('button', { name: '登入' }));
}

describe('the sign-in form', () => {
  it('offers to resend the activation mail to an account not yet activated', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /jwt': fail(403, ErrorCode.AccountNotActivated, '帳號尚未啟用，請先到信箱點選啟用連結'),
      'POST /User/ResendActivation': ok(),
    });
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);

    await signIn(user, 'New@Demo.test', 'Demo1234');
    expect(await screen.findByText('帳號尚未啟用，請先到信箱點選啟用連結')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '重新寄送啟用信' }));

    expect(await screen.findByText(/已重新寄出啟用信/)).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/zh-tw/User/ResendActivation',
      body: { email: 'new@demo.test' },
    });
  });

  it('shows the server’s message for wrong credentials, with no resend offer', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /jwt': fail(401, ErrorCode.InvalidCredentials, '電子郵件或密碼不正確') });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);

    await signIn(user, 'client@demo.test', 'Wrong1234');

    expect(await screen.findByText('電子郵件或密碼不正確')).toBeVisible();
    expect(screen.queryByRole('button', { name: '重新寄送啟用信' })).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands over the token when the credentials are right', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'POST /jwt': ok(token) });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);

    await signIn(user, 'client@demo.test', 'Demo1234');

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(token));
    expect(calls[0]?.body).toEqual(credentialsSent);
  });

  it('shows the not-a-robot check when the server asks for it, and sends its answer with the next try', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /jwt': (call) =>
        (call.body as { captcha?: string }).captcha === 'captcha-payload'
          ? ok(token)
          : fail(403, ErrorCode.CaptchaRequired, '此帳號登入嘗試過多，請先完成「我不是機器人」驗證'),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    expect(screen.queryByRole('button', { name: '我不是機器人' })).not.toBeInTheDocument();

    await signIn(user, 'client@demo.test', 'Demo1234');
    expect(await screen.findByText('此帳號登入嘗試過多，請先完成「我不是機器人」驗證')).toBeVisible();

    // Without the check's answer the form does not send again.
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('請完成「我不是機器人」驗證')).toBeVisible();
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '我不是機器人' }));
    await user.click(screen.getByRole('button', { name: '登入' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(token));
    expect(calls[1]?.body).toEqual({ ...credentialsSent, captcha: 'captcha-payload' });
  });
});
