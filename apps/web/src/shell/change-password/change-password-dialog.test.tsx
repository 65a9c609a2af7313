import { ErrorCode } from '@app/contracts/error-codes';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import ChangePasswordDialog from './change-password-dialog';

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordDialog opened onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string, string]) {
  const labels = ['舊密碼', '新密碼', '確認新密碼'];
  for (const [index, label] of labels.entries()) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    if (values[index]) await user.type(field, values[index]);
  }
}

describe('the change-password dialog', () => {
  it('limits each field to 30 characters and keeps confirm disabled until all three are right', async () => {
    const { user } = renderDialog();
    const confirm = await screen.findByRole('button', { name: '確定' });
    expect(confirm).toBeDisabled();
    for (const label of ['舊密碼', '新密碼', '確認新密碼']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '30');
    }

    await fill(user, ['Demo1234', 'Calm2025', 'Calm2025']);
    expect(confirm).toBeEnabled();
  });

  it('shows the enter-password, password-hint and match messages', async () => {
    const { user } = renderDialog();
    const oldField = await screen.findByLabelText('舊密碼');
    await user.type(oldField, ' ');
    expect(await screen.findByText('請輸入密碼')).toBeVisible();

    await user.type(screen.getByLabelText('新密碼'), 'abcdefgh');
    expect(screen.getByText('密碼須為 8 到 30 個字元，並至少包含一個字母與一個數字')).toBeVisible();

    await user.type(screen.getByLabelText('確認新密碼'), 'abcdefg1');
    expect(screen.getByText('確認密碼必須與密碼相同')).toBeVisible();
    expect(screen.getByRole('button', { name: '確定' })).toBeDisabled();
  });

  it('refuses a common new password, shows its strength, and accepts symbols and Chinese', async () => {
    const calls = mockApi({ 'POST /User/ChangePassword': ok() });
    const { user } = renderDialog();
    await fill(user, ['Demo1234', 'password1', 'password1']);
    expect(await screen.findByText('這個密碼太常見，很容易被猜到，請換一個')).toBeVisible();
    expect(screen.getByRole('meter', { name: '這組密碼的強度' })).toHaveAttribute('aria-valuetext', '非常弱');
    expect(screen.getByRole('button', { name: '確定' })).toBeDisabled();

    await fill(user, ['Demo1234', '密碼 Passw0rd!', '密碼 Passw0rd!']);
    await user.click(screen.getByRole('button', { name: '確定' }));
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({ oldPassword: 'Demo1234', newPassword: '密碼 Passw0rd!' }),
    );
  });

  it('announces success for 5 seconds and closes', async () => {
    const calls = mockApi({ 'POST /User/ChangePassword': ok() });
    const toast = vi.spyOn(notifications, 'show');
    const { user, onClose } = renderDialog();
    await fill(user, ['Demo1234', 'Calm2025', 'Calm2025']);
    await user.click(screen.getByRole('button', { name: '確定' }));

    expect(await screen.findByText('密碼更新成功')).toBeVisible();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ oldPassword: 'Demo1234', newPassword: 'Calm2025' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 5000 }));
  });

  it('says the old password is wrong on 441', async () => {
    mockApi({ 'POST /User/ChangePassword': fail(422, ErrorCode.WrongOldPassword, '舊密碼錯誤') });
    const { user, onClose } = renderDialog();
    await fill(user, ['Wrong1234', 'Calm2025', 'Calm2025']);
    await user.click(screen.getByRole('button', { name: '確定' }));

    expect(await screen.findByText('舊密碼不正確')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the update failed on any other answer', async () => {
    mockApi({ 'POST /User/ChangePassword': fail(500, ErrorCode.Internal, '伺服器錯誤') });
    const { user } = renderDialog();
    await fill(user, ['Demo1234', 'Calm2025', 'Calm2025']);
    await user.click(screen.getByRole('button', { name: '確定' }));

    expect(await screen.findByText('密碼更新失敗，請稍後再試一次')).toBeVisible();
  });
});
