import { ErrorCode } from '@app/contracts/error-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

describe('the activation page', () => {
  it('activates the account and leads to sign-in', async () => {
    const calls = mockApi({ 'POST /User/Activate': ok() });
    renderRoute('/ActivateResult?token=mailed-token');

    expect(await screen.findByText(/帳號已啟用/)).toBeVisible();
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/signin');
    expect(calls.filter((call) => call.url.endsWith('/User/Activate'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'mailed-token' } }),
    ]);
  });

  it('says a link opened a second time found the account already active, and leads to sign-in', async () => {
    mockApi({
      'POST /User/Activate': fail(409, ErrorCode.AlreadyActivated, '此帳號已經啟用，請直接登入'),
    });
    renderRoute('/ActivateResult?token=used-token');

    expect(await screen.findByText('你的帳號先前已經啟用，可以直接登入。')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新寄送啟用信' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/signin');
  });

  it('offers a new mail when the link has expired', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /User/Activate': fail(400, ErrorCode.ActivationLinkInvalid, '啟用連結已失效'),
      'POST /User/ResendActivation': ok(),
    });
    renderRoute('/ActivateResult?token=old-token');

    expect(await screen.findByText(/這個啟用連結已過期或無效/)).toBeVisible();
    await user.type(screen.getByLabelText(/電子郵件/), 'new@demo.test');
    await user.click(screen.getByRole('button', { name: '重新寄送啟用信' }));

    expect(await screen.findByText(/已重新寄出啟用信/)).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ email: 'new@demo.test' });
  });
});
