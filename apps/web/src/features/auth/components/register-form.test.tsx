import { ErrorCode } from '@app/contracts/error-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setWebLocale } from '../../../lib/i18n';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from './register-form';

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

type TUser = ReturnType<typeof userEvent.setup>;

/** Everything but e-mail and passwords. */
async function fillOthers(user: TUser) {
  await user.type(screen.getByLabelText(/暱稱/), '小安');
  await user.click(screen.getByRole('checkbox', { name: /服務條款與隱私權政策/ }));
  await user.click(screen.getByRole('button', { name: '我不是機器人' }));
}

async function fillValidForm(user: TUser) {
  await user.type(screen.getByLabelText(/電子郵件/), 'new@demo.test');
  await user.type(screen.getByLabelText(/^密碼/), 'Calm1234');
  await user.type(screen.getByLabelText(/確認密碼/), 'Calm1234');
  await fillOthers(user);
}

describe('the register form', () => {
  it('shows what is missing under each field, in Traditional Chinese', async () => {
    const user = userEvent.setup();
    const calls = mockApi({});
    renderWithProviders(<RegisterForm />);

    await user.click(screen.getByRole('button', { name: '註冊' }));

    expect(screen.getByLabelText(/電子郵件/)).toHaveAccessibleDescription('不能為空白');
    expect(screen.getByLabelText(/^密碼/)).toHaveAccessibleDescription(/請輸入密碼/);
    expect(screen.getByLabelText(/暱稱/)).toHaveAccessibleDescription(/暱稱須為 1 到 30 個字元/);
    expect(screen.getByText('請閱讀並同意服務條款與隱私權政策')).toBeVisible();
    expect(screen.getByText('請完成「我不是機器人」驗證')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('explains the password rule and a confirmation that does not match', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText(/電子郵件/), 'not-an-email');
    await user.type(screen.getByLabelText(/^密碼/), 'onlyletters');
    await user.click(screen.getByRole('button', { name: '註冊' }));

    expect(screen.getByLabelText(/電子郵件/)).toHaveAccessibleDescription('請輸入有效的電子郵件');
    expect(screen.getByLabelText(/^密碼/)).toHaveAccessibleDescription(
      /密碼須為 8 到 30 個字元，並至少包含一個字母與一個數字/,
    );

    await user.clear(screen.getByLabelText(/^密碼/));
    await user.type(screen.getByLabelText(/^密碼/), 'Calm1234');
    await user.type(screen.getByLabelText(/確認密碼/), 'Calm4321');
    await fillOthers(user);
    await user.click(screen.getByRole('button', { name: '註冊' }));

    expect(screen.getByLabelText(/確認密碼/)).toHaveAccessibleDescription('確認密碼必須與密碼相同');
  });

  it('accepts symbols, spaces and Chinese under the rule, and refuses 7 or a common password', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /User/Register': ok({ email: 'new@demo.test', activationMailSent: true }),
    });
    renderWithProviders(<RegisterForm />);
    const password = screen.getByLabelText(/^密碼/);
    const confirm = screen.getByLabelText(/確認密碼/);
    await user.type(screen.getByLabelText(/電子郵件/), 'new@demo.test');
    await fillOthers(user);

    for (const [value, message] of [
      ['abc1234', /密碼須為 8 到 30 個字元/],
      ['password1', /這個密碼太常見，很容易被猜到，請換一個/],
    ] as const) {
      await user.clear(password);
      await user.type(password, value);
      await user.clear(confirm);
      await user.type(confirm, value);
      await user.click(screen.getByRole('button', { name: '註冊' }));
      await waitFor(() => expect(password).toHaveAccessibleDescription(message));
    }
    expect(calls).toHaveLength(0);

    await user.clear(password);
    await user.type(password, '密碼 Passw0rd!');
    await user.clear(confirm);
    await user.type(confirm, '密碼 Passw0rd!');
    await user.click(screen.getByRole('button', { name: '註冊' }));
    expect(await screen.findByText(/我們已寄出啟用信到 new@demo.test/)).toBeVisible();
    expect(calls[0]?.body).toMatchObject({ password: '密碼 Passw0rd!', confirmPassword: '密碼 Passw0rd!' });
  });

  it('shows the strength of the password in words on five levels', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<RegisterForm />);
    const password = screen.getByLabelText(/^密碼/);

    await user.type(password, 'password1');
    const meter = await screen.findByRole('meter', { name: '這組密碼的強度' });
    expect(meter).toHaveAttribute('aria-valuetext', '非常弱');
    expect(screen.getByText('強度：非常弱')).toBeVisible();

    await user.clear(password);
    await user.type(password, 'correct horse battery 9');
    expect(screen.getByRole('meter', { name: '這組密碼的強度' })).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('強度：非常強')).toBeVisible();
  });

  it('speaks English when the page is in English', async () => {
    await setWebLocale('us');
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<RegisterForm />);

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('cannot be blank');
    expect(screen.getByLabelText(/Nickname/)).toHaveAccessibleDescription(/Nicknames are 1 to 30 characters/);
  });

  it('shows the server’s field messages under the fields they name', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /User/Register': fail(400, ErrorCode.ValidationFailed, '資料格式不正確', {
        fields: [{ field: 'nickname', message: '這個暱稱無法使用' }],
      }),
    });
    renderWithProviders(<RegisterForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '註冊' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/暱稱/)).toHaveAccessibleDescription(/這個暱稱無法使用/),
    );
  });

  it('says under the e-mail field when the address is already registered', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /User/Register': fail(409, ErrorCode.EmailTaken, '這個電子郵件已經註冊過了') });
    renderWithProviders(<RegisterForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '註冊' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/電子郵件/)).toHaveAccessibleDescription('這個電子郵件已經註冊過了'),
    );
  });

  it('sends the form and asks the person to open the activation mail', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'POST /User/Register': ok({ email: 'new@demo.test', activationMailSent: true }),
    });
    renderWithProviders(<RegisterForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '註冊' }));

    expect(await screen.findByText(/我們已寄出啟用信到 new@demo.test/)).toBeVisible();
    expect(screen.getByText(/15 分鐘內/)).toBeVisible();
    expect(calls[0]?.body).toEqual({
      email: 'new@demo.test',
      password: 'Calm1234',
      confirmPassword: 'Calm1234',
      nickname: '小安',
      agreeTerms: true,
      captcha: 'captcha-payload',
    });
  });
});
