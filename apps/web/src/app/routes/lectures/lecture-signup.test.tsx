import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lecture, lectureSignup } from '../../../testing/lectures';
import { fail, mockApi, ok, type TMockReply } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const open = lecture();
const href = `/viewcounseloronlinegroup/2?id=${open.id}`;

/**
 * A signed-in client with `reservedAmount` points, the lecture, and what signing up answers; once
 * signed up, their sign-ups hold it.
 */
function openForm(reservedAmount: number, signUp: TMockReply) {
  signInAs('client');
  let signups: unknown[] = [];
  const calls = mockApi({
    'GET /client?isNewVersion=true': ok(clientProfile({ reservedAmount })),
    'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
    'GET /Mail/Count': ok(0),
    [`GET /Lectures/${open.id}`]: ok(open),
    'GET /Client/Lectures?start_page=0&page_size=100': () =>
      ok({ totalRecords: signups.length, records: signups }),
    [`POST /Lectures/${open.id}/Signups`]: () => {
      if (signUp.status === 200) signups = [(signUp.body as { data: unknown }).data];
      return signUp;
    },
  });
  renderRoute(href);
  return calls;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('signing up for a lecture (/viewcounseloronlinegroup/2?id=)', () => {
  it('names the e-mail that does not match, then signs up and says what happens next', async () => {
    const calls = openForm(1200, ok(lectureSignup({ email: 'an@example.test' })));
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '講座報名' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: open.title })).toBeVisible();
    expect(screen.getByRole('region', { name: '報名前請先了解' })).toBeVisible();
    const email = await screen.findByRole('textbox', { name: /^電子郵件/ });
    expect(email).toHaveValue('client@demo.test');
    const payment = screen.getByRole('region', { name: '費用與儲值金' });
    expect(within(payment).getByRole('row', { name: /費用/ })).toHaveTextContent('600 點');
    expect(within(payment).getByRole('row', { name: /你的儲值金/ })).toHaveTextContent('1,200 點');
    expect(within(payment).getByRole('row', { name: /報名後剩下/ })).toHaveTextContent('600 點');

    await user.clear(email);
    await user.type(email, 'an@example.test');
    await user.type(field(/^確認電子郵件/), 'an@example.tset');
    await user.click(screen.getByRole('checkbox', { name: '我已讀過上面的報名規則' }));
    await user.click(screen.getByRole('button', { name: '確認報名' }));
    expect(await screen.findByText('兩次輸入的電子郵件不一樣，請再確認')).toBeVisible();
    expect(field(/^確認電子郵件/)).toHaveAccessibleDescription(/兩次輸入的電子郵件不一樣/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(field(/^確認電子郵件/));
    await user.type(field(/^確認電子郵件/), 'an@example.test');
    await user.click(screen.getByRole('button', { name: '確認報名' }));

    expect(await screen.findByText('報名完成')).toBeVisible();
    expect(await screen.findByText(`你已報名「${open.title}」，600 點已從儲值金扣除。`)).toBeVisible();
    expect(
      screen.getByText(/到時報名人數達到 3 人，講座就確定開課，我們會寄信到 an@example.test 通知你/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '回到講座介紹' })).toHaveAttribute(
      'href',
      `/viewcounseloronlinegroup/1?id=${open.id}`,
    );
    expect(screen.getByRole('link', { name: '看看其他講座' })).toHaveAttribute(
      'href',
      '/viewcounseloronlinegroup/Index1',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'an@example.test',
      emailConfirm: 'an@example.test',
      agree: true,
    });
  });

  it('asks for the agreement before sending', async () => {
    const calls = openForm(1200, ok(lectureSignup()));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^確認電子郵件/ }), 'client@demo.test');
    await user.click(screen.getByRole('button', { name: '確認報名' }));
    expect(await screen.findByText('請先勾選，表示你已讀過報名規則')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers to recharge when the stored value falls short, and says so again if the API refuses', async () => {
    openForm(200, fail(409, 4001, '儲值金不足，請先儲值。'));
    const user = userEvent.setup();

    const short = await screen.findByText('儲值金還差 400 點，儲值後再回來報名。');
    expect(
      within(short.closest('[role="status"]') as HTMLElement).getByRole('link', { name: '前往儲值' }),
    ).toHaveAttribute('href', '/user/recharge?amount=400');

    await user.type(screen.getByRole('textbox', { name: /^確認電子郵件/ }), 'client@demo.test');
    await user.click(screen.getByRole('checkbox', { name: '我已讀過上面的報名規則' }));
    await user.click(screen.getByRole('button', { name: '確認報名' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('儲值金不足，請先儲值。')).toBeVisible();
    expect(within(refusal).getByRole('link', { name: '前往儲值' })).toHaveAttribute(
      'href',
      '/user/recharge?amount=400',
    );
  });

  it('leads back to the list when the lecture filled up meanwhile', async () => {
    openForm(1200, fail(409, 3901, '這場講座的名額已滿。'));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^確認電子郵件/ }), 'client@demo.test');
    await user.click(screen.getByRole('checkbox', { name: '我已讀過上面的報名規則' }));
    await user.click(screen.getByRole('button', { name: '確認報名' }));
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByText('這場講座的名額已滿。')).toBeVisible();
    expect(within(refusal).getByRole('link', { name: '看看其他講座' })).toHaveAttribute(
      'href',
      '/viewcounseloronlinegroup/Index1',
    );
  });

  it.each([
    ['a client already signed up', open, [lectureSignup()], '你已經報名這場講座了。'],
    [
      'a lecture that takes no sign-ups',
      lecture({ acceptingSignups: false }),
      [],
      '這場講座目前不開放報名。',
    ],
  ])('shows no form to %s', async (_, shown, signups, text) => {
    signInAs('client');
    mockApi({
      'GET /client?isNewVersion=true': ok(clientProfile()),
      'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Mail/Count': ok(0),
      [`GET /Lectures/${open.id}`]: ok(shown),
      'GET /Client/Lectures?start_page=0&page_size=100': ok({
        totalRecords: signups.length,
        records: signups,
      }),
    });
    renderRoute(href);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: '回到講座介紹' })).toHaveAttribute(
      'href',
      `/viewcounseloronlinegroup/1?id=${open.id}`,
    );
    expect(screen.queryByRole('form', { name: '報名資料' })).toBeNull();
  });

  it('sends a visitor to sign in first', async () => {
    mockApi({});
    const { router } = renderRoute(href);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
