import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lecture, lectureSignup } from '../../../testing/lectures';
import { mockApi, ok } from '../../../testing/mock-api';
import { clientProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const open = lecture();
const confirmed = lecture({
  id: 'c3000000-0000-4000-8000-000000000002',
  title: '親子溝通工作坊',
  status: 'confirmed',
  price: 0,
  memberCount: 8,
  acceptingSignups: false,
  host: {
    id: 'c0a80101-0000-4000-8000-000000000002',
    fullName: '林志明',
    photo: '/media/demo/counselor2.svg',
  },
});

/** What the shell of a signed-in client asks for. */
const clientShell = {
  'GET /client?isNewVersion=true': ok(clientProfile()),
  'GET /client/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
  'GET /Mail/Count': ok(0),
};

describe('lectures and groups (/viewcounseloronlinegroup/Index1)', () => {
  it('shows each lecture as a card: title to its page, host to their page, Taiwan time, place, price, seats, deadline', async () => {
    mockApi({
      'GET /Lectures?start_page=0&page_size=20': ok({ totalRecords: 2, records: [open, confirmed] }),
    });
    renderRoute('/viewcounseloronlinegroup/Index1');

    expect(await screen.findByRole('heading', { level: 1, name: '講座與團體' })).toBeVisible();
    const [first, second] = await screen.findAllByRole('article');
    if (!first || !second) throw new Error('no cards');

    expect(within(first).getByRole('link', { name: open.title })).toHaveAttribute(
      'href',
      `/viewcounseloronlinegroup/1?id=${open.id}`,
    );
    expect(within(first).getByRole('link', { name: '陳怡君' })).toHaveAttribute(
      'href',
      `/team/${open.host.id}`,
    );
    // 06:00 UTC is 14:00 in Taiwan, on a Saturday.
    expect(within(first).getByText('2030/01/12（週六）14:00–16:00')).toHaveAttribute(
      'datetime',
      open.startTime,
    );
    expect(within(first).getByText(open.place)).toBeVisible();
    expect(within(first).getByText('600 點')).toBeVisible();
    expect(within(first).getByText('還有 6 個名額')).toBeVisible();
    expect(within(first).getByText('2030/01/05 23:59')).toBeVisible();
    expect(within(first).queryByText('確定開課')).toBeNull();

    expect(within(second).getByText('確定開課')).toBeVisible();
    expect(within(second).getByText('免費')).toBeVisible();
    expect(screen.getByText('共 2 場講座')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '講座分頁' })).toBeNull();
    // A visitor has no sign-ups to show.
    expect(screen.queryByRole('heading', { name: '我報名的講座' })).toBeNull();
  });

  it('links every page with its number in the address', async () => {
    mockApi({ 'GET /Lectures?start_page=1&page_size=20': ok({ totalRecords: 45, records: [open] }) });
    renderRoute('/viewcounseloronlinegroup/Index1?page=2');

    const pages = await screen.findByRole('navigation', { name: '講座分頁' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['上一頁', '/viewcounseloronlinegroup/Index1'],
      ['1', '/viewcounseloronlinegroup/Index1'],
      ['2', '/viewcounseloronlinegroup/Index1?page=2'],
      ['3', '/viewcounseloronlinegroup/Index1?page=3'],
      ['下一頁', '/viewcounseloronlinegroup/Index1?page=3'],
    ]);
    expect(within(pages).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  });

  it('says plainly when nothing is scheduled, and offers the counselors and the topics', async () => {
    mockApi({ 'GET /Lectures?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }) });
    renderRoute('/viewcounseloronlinegroup/Index1');

    expect(await screen.findByText(/目前沒有安排中的講座或團體/)).toBeVisible();
    expect(screen.getByRole('link', { name: '認識諮商師' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('link', { name: '看看諮商主題' })).toHaveAttribute('href', '/focusissues');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a signed-in client their sign-ups above, and withdraws one after asking', async () => {
    signInAs('client');
    const canceled = lectureSignup({
      id: 'd4000000-0000-4000-8000-000000000002',
      status: 'refunded',
      cancelReason: '講師臨時生病，非常抱歉。',
      lecture: lecture({
        id: 'c3000000-0000-4000-8000-000000000003',
        title: '睡眠與放鬆團體',
        status: 'canceled',
        acceptingSignups: false,
      }),
    });
    const active = lectureSignup();
    let signups = [active, canceled];
    const calls = mockApi({
      ...clientShell,
      'GET /Lectures?start_page=0&page_size=20': ok({ totalRecords: 1, records: [open] }),
      'GET /Client/Lectures?start_page=0&page_size=100': () =>
        ok({ totalRecords: signups.length, records: signups }),
      [`DELETE /Lectures/${open.id}/Signups/me`]: () => {
        const withdrawn = { ...active, status: 'withdrawn' as const };
        signups = [withdrawn, canceled];
        return ok(withdrawn);
      },
    });
    renderRoute('/viewcounseloronlinegroup/Index1');

    const mine = await screen.findByRole('region', { name: '我報名的講座' });
    const item = (title: string) =>
      within(mine).getByRole('link', { name: title }).closest('li') as HTMLElement;
    await within(mine).findByRole('link', { name: open.title });
    expect(within(item(open.title)).getByText('已報名')).toBeVisible();
    expect(within(item('睡眠與放鬆團體')).getByText('已退款')).toBeVisible();
    expect(within(item('睡眠與放鬆團體')).getByText('講座已取消：講師臨時生病，非常抱歉。')).toBeVisible();
    expect(within(item('睡眠與放鬆團體')).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(item(open.title)).getByRole('button', { name: `取消報名「${open.title}」` }));
    const dialog = await screen.findByRole('dialog', { name: '確定要取消報名嗎？' });
    expect(within(dialog).getByText(/你付的 600 點會全額退回儲值金/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '取消報名' }));

    await waitFor(() => expect(within(item(open.title)).getByText('已取消報名')).toBeVisible());
    expect(within(item(open.title)).queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('lets a member rate a lecture that is over, and then shows their stars', async () => {
    signInAs('client');
    const over = lecture({
      id: 'c3000000-0000-4000-8000-000000000004',
      title: '睡個好覺：失眠與壓力',
      status: 'completed',
      acceptingSignups: false,
    });
    let signup = lectureSignup({ id: 'd4000000-0000-4000-8000-000000000004', lecture: over, canRate: true });
    const calls = mockApi({
      ...clientShell,
      'GET /Lectures?start_page=0&page_size=20': ok({ totalRecords: 1, records: [open] }),
      'GET /Client/Lectures?start_page=0&page_size=100': () => ok({ totalRecords: 1, records: [signup] }),
      [`POST /Lectures/${over.id}/Feedback`]: () => {
        const feedback = { grade: 4, comment: '很實用', createTime: '2030-01-13T02:00:00.000Z' };
        signup = { ...signup, canRate: false, feedback };
        return ok({ lectureId: over.id, ...feedback });
      },
    });
    renderRoute('/viewcounseloronlinegroup/Index1');

    const mine = await screen.findByRole('region', { name: '我報名的講座' });
    const user = userEvent.setup();
    await user.click(await within(mine).findByRole('button', { name: `評價這場講座 ${over.title}` }));
    const form = within(mine).getByRole('form', { name: `為「${over.title}」評分` });
    await user.click(within(form).getByRole('button', { name: '送出評分' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('請選擇 1 到 5 顆星。');
    await user.click(within(form).getByRole('radio', { name: '4 顆星' }));
    await user.type(within(form).getByRole('textbox', { name: /留言/ }), '很實用');
    await user.click(within(form).getByRole('button', { name: '送出評分' }));

    expect(await within(mine).findByText('謝謝你的評分！')).toBeVisible();
    expect(await within(mine).findByText('4 顆星')).toBeInTheDocument();
    expect(within(mine).getByText('很實用')).toBeVisible();
    expect(within(mine).queryByRole('button', { name: /評價這場講座/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { grade: 4, comment: '很實用' },
    ]);
  });
});
