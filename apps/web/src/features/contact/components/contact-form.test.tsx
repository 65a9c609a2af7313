import { ErrorCode } from '@app/contracts/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setWebLocale } from '../../../lib/i18n';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const reference = 'C-7K3M9Q';

async function openContactPage(path = '/contactus') {
  const user = userEvent.setup();
  const view = renderRoute(path);
  const form = within(await screen.findByRole('form', { name: '聯絡表單' }));
  return { user, form, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText(/^姓名/), '王小明');
  await user.type(form.getByLabelText(/^電子郵件/), 'ming@example.com');
  await user.selectOptions(form.getByLabelText(/^主旨類別/), '付款與退款');
  await user.type(form.getByLabelText(/^內容/), '我想詢問退款的流程。');
}

describe('the contact form', () => {
  it('names each field that needs attention, under that field, and sends nothing', async () => {
    const calls = mockApi({});
    const { user, form } = await openContactPage();

    await user.click(form.getByRole('button', { name: '送出' }));

    // The schema checks the form asynchronously; every field's message then shows at once.
    await waitFor(() =>
      expect(form.getByLabelText(/^姓名/)).toHaveAccessibleDescription('請輸入姓名（最多 50 個字）'),
    );
    // The shared e-mail rule: blank first; a malformed address is the next test's.
    expect(form.getByLabelText(/^電子郵件/)).toHaveAccessibleDescription(
      expect.stringContaining('不能為空白'),
    );
    expect(form.getByLabelText(/^主旨類別/)).toHaveAccessibleDescription('請選擇主旨類別');
    expect(form.getByLabelText(/^內容/)).toHaveAccessibleDescription(
      expect.stringContaining('請輸入內容（最多 2000 個字）'),
    );
    for (const field of [/^姓名/, /^電子郵件/, /^主旨類別/, /^內容/])
      expect(form.getByLabelText(field)).toBeInvalid();
    expect(calls).toHaveLength(0);
  });

  it('says so in English when the page is in English, naming a malformed address', async () => {
    await setWebLocale('us');
    mockApi({});
    const user = userEvent.setup();
    renderRoute('/contactus');
    const form = within(await screen.findByRole('form', { name: 'Contact form' }));

    await user.type(form.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Send' }));

    // The English messages may still be loading when the click lands.
    await waitFor(() =>
      expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'Please enter your name (at most 50 characters)',
      ),
    );
    expect(form.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address'),
    );
  });

  it('sends the message and shows where the confirmation went, with the reference', async () => {
    const calls = mockApi({ 'POST /Contact': ok({ reference }) });
    const { user, form } = await openContactPage();

    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: '送出' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('已收到你的來信');
    expect(notice).toHaveTextContent('我們寄了一封確認信到 ming@example.com');
    expect(notice).toHaveTextContent(`案件編號：${reference}`);
    expect(notice).toHaveFocus();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/zh-tw/Contact',
      body: {
        name: '王小明',
        email: 'ming@example.com',
        subject: 'payment',
        message: '我想詢問退款的流程。',
      },
    });

    await user.click(within(notice).getByRole('button', { name: '再寫一封' }));
    expect(await screen.findByRole('form', { name: '聯絡表單' })).toBeVisible();
    expect(screen.getByLabelText(/^姓名/)).toHaveValue('');
  });

  it('shows the server’s refusal of a field under that field', async () => {
    mockApi({
      'POST /Contact': fail(400, ErrorCode.ValidationFailed, '欄位驗證失敗', {
        fields: [{ field: 'email', message: '欄位 email: 請輸入有效的電子郵件' }],
      }),
    });
    const { user, form } = await openContactPage();

    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: '送出' }));

    expect(await form.findByText('欄位 email: 請輸入有效的電子郵件')).toBeVisible();
    expect(form.getByLabelText(/^電子郵件/)).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the message could not be handled, keeping what was typed', async () => {
    mockApi({ 'POST /Contact': fail(502, ErrorCode.MailSendFailed, '郵件寄送失敗，請稍後再試') });
    const { user, form } = await openContactPage();

    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: '送出' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('郵件寄送失敗，請稍後再試');
    expect(form.getByLabelText(/^內容/)).toHaveValue('我想詢問退款的流程。');
  });

  it('asks to wait a while after too many messages, pointing to the helplines', async () => {
    mockApi({ 'POST /Contact': fail(429, ErrorCode.RateLimited, 'Too many requests') });
    const { user, form } = await openContactPage();

    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: '送出' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('短時間內送出的訊息有點多，請過一段時間再試');
    expect(alert).toHaveTextContent('1925');
  });

  it('starts on the partnership subject when the partnership page links here', async () => {
    mockApi({});
    const { form } = await openContactPage('/contactus?subject=cooperation');
    expect(form.getByLabelText(/^主旨類別/)).toHaveValue('cooperation');
  });
});
