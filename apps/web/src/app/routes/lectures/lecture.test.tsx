import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lecture, lectureSignup } from '../../../testing/lectures';
import { fail, mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const open = lecture();
const href = `/viewcounseloronlinegroup/1?id=${open.id}`;

const clientShell = {
  'GET /client?isNewVersion=true': ok(clientProfile()),
  'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /Mail/Count': ok(0),
};

/** The call to action at the page's end, named by its heading. */
const action = () => screen.getByRole('region', { name: '報名' });

describe('a lecture’s page (/viewcounseloronlinegroup/1?id=)', () => {
  it('shows everything of the lecture, its sign-up rules in plain words, and asks a visitor to sign in and come back', async () => {
    mockApi({ [`GET /Lectures/${open.id}`]: ok(open) });
    renderRoute(href);

    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${open.title} | 線上主題諮商`));
    expect(screen.getByText('報名中')).toBeVisible();
    expect(screen.getByRole('link', { name: '陳怡君' })).toHaveAttribute('href', `/team/${open.host.id}`);
    expect(screen.getByText('2030/01/12（週六）14:00–16:00')).toBeVisible();
    expect(screen.getByText('120 分鐘')).toBeVisible();
    expect(screen.getByText('已報名 2 人，最少 3 人開課，最多 8 人')).toBeVisible();
    expect(screen.getByText(/練習三個在日常裡用得上的安定方法/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: '報名須知' })).getByText(open.signupNote)).toBeVisible();
    const rules = screen.getByRole('region', { name: '報名前請先了解' });
    expect(within(rules).getByText('報名在 2030/01/05 23:59 截止。')).toBeVisible();
    expect(within(rules).getByText(/少於 3 人，講座就會取消，已付的費用全額退回/)).toBeVisible();
    expect(within(rules).getByText(/截止前，你隨時可以取消報名，費用全額退回/)).toBeVisible();

    const signIn = within(action()).getByRole('link', { name: '登入後報名' });
    expect(signIn).toHaveAttribute('href', '/signin');
    // Signing in comes back here.
    await userEvent.click(signIn);
    expect(decodeURIComponent(document.cookie)).toContain(`auth_redirect=${href}`);
  });

  it('leads a client to the sign-up form', async () => {
    signInAs('client');
    mockApi({
      ...clientShell,
      [`GET /Lectures/${open.id}`]: ok(open),
      'GET /Client/Lectures?start_page=0&page_size=100': ok({ totalRecords: 0, records: [] }),
    });
    renderRoute(href);

    expect(await within(await findAction()).findByRole('link', { name: '報名這場講座' })).toHaveAttribute(
      'href',
      `/viewcounseloronlinegroup/2?id=${open.id}`,
    );
  });

  it('tells a client already signed up where the notices go, and offers to withdraw', async () => {
    signInAs('client');
    mockApi({
      ...clientShell,
      [`GET /Lectures/${open.id}`]: ok(open),
      'GET /Client/Lectures?start_page=0&page_size=100': ok({
        totalRecords: 1,
        records: [lectureSignup({ email: 'an@example.test' })],
      }),
    });
    renderRoute(href);

    const region = await findAction();
    expect(await within(region).findByText('你已報名這場講座，通知會寄到 an@example.test。')).toBeVisible();
    expect(within(region).getByRole('button', { name: `取消報名「${open.title}」` })).toBeVisible();
    expect(within(region).queryByRole('link', { name: '報名這場講座' })).toBeNull();
  });

  it.each([
    [
      'full',
      lecture({ memberCount: 8, acceptingSignups: false }),
      '這場講座的名額已經滿了，可以看看其他場次。',
    ],
    ['past its deadline', lecture({ acceptingSignups: false }), '這場講座的報名已經截止。'],
    ['confirmed', lecture({ status: 'confirmed', acceptingSignups: false }), /確定開課/],
    [
      'called off',
      lecture({ status: 'canceled', acceptingSignups: false }),
      /已經取消，報名的人都已全額退款/,
    ],
    ['over', lecture({ status: 'completed', acceptingSignups: false }), /已經結束/],
  ])('says calmly when the lecture is %s, and leads to the others', async (_, shown, text) => {
    mockApi({ [`GET /Lectures/${open.id}`]: ok(shown) });
    renderRoute(href);

    const region = await findAction();
    expect(within(region).getByText(text)).toBeVisible();
    expect(within(region).getByRole('link', { name: '看看其他講座' })).toHaveAttribute(
      'href',
      '/viewcounseloronlinegroup/Index1',
    );
    expect(within(region).queryByRole('link', { name: '登入後報名' })).toBeNull();
  });

  it('is not found for an unknown id, and for one that names no lecture without asking', async () => {
    const calls = mockApi({
      [`GET /Lectures/${open.id}`]: fail(404, 1003, '找不到這筆資料'),
    });
    const { unmount } = renderRoute(href);
    expect(await screen.findByText(/找不到這場講座/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '講座介紹' })).toBeVisible();
    unmount();

    renderRoute('/viewcounseloronlinegroup/1?id=abc');
    expect(await screen.findByText(/找不到這場講座/)).toBeVisible();
    expect(calls.filter((call) => call.url.includes('abc'))).toEqual([]);
  });
});

async function findAction() {
  await screen.findByRole('heading', { level: 1, name: open.title });
  return action();
}
