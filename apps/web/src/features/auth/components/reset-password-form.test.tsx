import { ErrorCode } from '@app/contracts/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

type TUser = ReturnType<typeof userEvent.setup>;

async function choose(user: TUser, password: string) {
  for (const label of [/^新密碼/, /確認密碼/]) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, password);
  }
  await user.click(screen.getByRole('button', { name: '更新密碼' }));
}

describe('the reset-password form', () => {
  it('refuses 7 characters and a common password under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({});
    renderWithProviders(<ResetPasswordForm token="link-token" />);

    // The field stops at 30 characters as the person types; the shared rule refuses 31 on both sides.
    expect(screen.getByLabelText(/^新密碼/)).toHaveAttribute('maxLength', '30');
    await choose(user, 'abc1234');
    await waitFor(() =>
      expect(screen.getByLabelText(/^新密碼/)).toHaveAccessibleDescription(/密碼須為 8 到 30 個字元/),
    );

    await choose(user, 'abcd1234');
    await waitFor(() =>
      expect(screen.getByLabelText(/^新密碼/)).toHaveAccessibleDescription(/這個密碼太常見/),
    );
    expect(screen.getByRole('meter', { name: '這組密碼的強度' })).toHaveAttribute('aria-valuetext', '非常弱');
    expect(calls).toHaveLength(0);
  });

  it('sends a password with symbols and Chinese, and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /User/ResetPassword': fail(400, ErrorCode.ValidationFailed, '有欄位尚未正確填寫', {
        fields: [{ field: 'password', message: '欄位 password: 這個密碼太常見，很容易被猜到，請換一個' }],
      }),
    });
    renderWithProviders(<ResetPasswordForm token="link-token" />);

    await choose(user, '月光 Passw0rd!');
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({
        token: 'link-token',
        password: '月光 Passw0rd!',
        confirmPassword: '月光 Passw0rd!',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/^新密碼/)).toHaveAccessibleDescription(/欄位 password: 這個密碼太常見/),
    );
  });

  it('says the password is updated', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /User/ResetPassword': ok() });
    renderWithProviders(<ResetPasswordForm token="link-token" />);
    await choose(user, 'Quiet-lake-42');
    expect(await screen.findByText('密碼已更新，請用新的密碼登入。')).toBeVisible();
  });
});
