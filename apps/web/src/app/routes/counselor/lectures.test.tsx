import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { counselorLecture } from '../../../testing/lectures';
import { fail, mockApi, ok, type TMockReply, type TRecordedCall } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

function mockCounselor(replies: Record<string, TMockReply | ((call: TRecordedCall) => TMockReply)>) {
  signInAs('counselor');
  return mockApi({
    'GET /counselor': ok(counselorProfile()),
    'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
    'GET /Mail/Count': ok(0),
    ...replies,
  });
}

const posts = (calls: TRecordedCall[]) => calls.filter((call) => call.method === 'POST');
const own = counselorLecture();
const calledOff = counselorLecture({
  id: 'c3000000-0000-4000-8000-000000000009',
  title: '職場壓力團體',
  status: 'canceled',
  acceptingSignups: false,
  memberCount: 1,
  cancelCause: 'too_few_members',
  members: [],
});

/** Fills the form with a lecture that holds together; `overrides` by label. */
async function fillLecture(overrides: Record<string, string> = {}) {
  const user = userEvent.setup();
  const values: Record<string, string> = {
    講座名稱: '與焦慮和平共處',
    講座內容: '一起認識焦慮。',
    地點: '晴天諮商所三樓教室',
    費用: '600',
    最少人數: '3',
    人數上限: '8',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    await user.type(input, value);
  }
  // Taiwan's wall clock, as the browser's date-time field gives it.
  fireEvent.change(screen.getByLabelText(/^開始時間/), { target: { value: '2030-01-12T14:00' } });
  fireEvent.change(screen.getByLabelText(/^報名截止時間/), { target: { value: '2030-01-05T23:59' } });
  await user.selectOptions(screen.getByRole('combobox', { name: /^長度/ }), '90');
  return user;
}

describe('my lectures (/counselor/lectures)', () => {
  it('lists the counselor’s lectures with their status and members, each to its page', async () => {
    mockCounselor({
      'GET /Counselor/Lectures?start_page=0&page_size=20': ok({ totalRecords: 2, records: [own, calledOff] }),
    });
    renderRoute('/counselor/lectures');

    expect(await screen.findByRole('heading', { level: 1, name: '我的講座' })).toBeVisible();
    expect(screen.getByRole('link', { name: '開設講座' })).toHaveAttribute('href', '/counselor/lectures/new');
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    expect(await screen.findByRole('link', { name: own.title })).toHaveAttribute(
      'href',
      `/counselor/lectures/${own.id}`,
    );
    expect(within(card(own.title)).getByText('報名中')).toBeVisible();
    expect(within(card(own.title)).getByText('已報名 2 人，最少 3 人開課，最多 8 人')).toBeVisible();
    expect(within(card(calledOff.title)).getByText('已取消')).toBeVisible();
  });

  it('checks a new lecture with the API’s rules before sending it', async () => {
    const calls = mockCounselor({});
    renderRoute('/counselor/lectures/new');

    expect(await screen.findByRole('heading', { level: 1, name: '開設講座' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '公開講座' }));
    expect(await screen.findByText('請填寫講座名稱（最多 30 個字）')).toBeVisible();
    expect(screen.getByText('請選擇講座的開始時間，須晚於現在')).toBeVisible();
    expect(screen.getByText('費用須為 0 到 20000 點，且為 100 的倍數（0 為免費）')).toBeVisible();

    const user = await fillLecture({ 人數上限: '2', 費用: '650' });
    await user.click(screen.getByRole('button', { name: '公開講座' }));
    expect(await screen.findByText('人數上限須為 1 到 50 人，且不少於最少人數')).toBeVisible();
    expect(screen.getByText('費用須為 0 到 20000 點，且為 100 的倍數（0 為免費）')).toBeVisible();
    expect(screen.queryByText('請填寫講座名稱（最多 30 個字）')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says under the start time when it meets the counselor’s other commitments', async () => {
    mockCounselor({
      'POST /Counselor/Lectures': fail(409, 3905, '這段時間已有其他安排。'),
    });
    renderRoute('/counselor/lectures/new');
    await screen.findByRole('heading', { level: 1, name: '開設講座' });

    const user = await fillLecture();
    await user.click(screen.getByRole('button', { name: '公開講座' }));
    const message = '這段時間你已經有預約的諮商、請假或其他講座，請換一個時間。';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/^開始時間/)).toHaveAccessibleDescription(new RegExp(message));
  });

  it('publishes a lecture in Taiwan’s time and opens its page with its members', async () => {
    const created = counselorLecture({ memberCount: 0, members: [] });
    const calls = mockCounselor({ 'POST /Counselor/Lectures': ok(created) });
    const { router } = renderRoute('/counselor/lectures/new');
    await screen.findByRole('heading', { level: 1, name: '開設講座' });

    const user = await fillLecture();
    await user.click(screen.getByRole('button', { name: '公開講座' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/counselor/lectures/${created.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: created.title })).toBeVisible();
    expect(screen.getByText('目前還沒有人報名。')).toBeVisible();
    expect(posts(calls)[0]?.body).toEqual({
      title: '與焦慮和平共處',
      description: '一起認識焦慮。',
      place: '晴天諮商所三樓教室',
      startTime: '2030-01-12T14:00:00+08:00',
      lengthMinutes: 90,
      signupDeadline: '2030-01-05T23:59:00+08:00',
      minMembers: 3,
      maxMembers: 8,
      price: 600,
      signupNote: '',
    });
  });

  it('shows a lecture’s members and calls it off with a reason after asking', async () => {
    let current = own;
    const calls = mockCounselor({
      [`GET /Counselor/Lectures/${own.id}`]: () => ok(current),
      [`POST /Counselor/Lectures/${own.id}/Cancel`]: () => {
        current = counselorLecture({
          status: 'canceled',
          acceptingSignups: false,
          cancelCause: 'by_counselor',
          cancelReason: '講師臨時生病。',
        });
        return ok(current);
      },
    });
    renderRoute(`/counselor/lectures/${own.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: own.title })).toBeVisible();
    expect(screen.getByRole('link', { name: '查看公開頁面' })).toHaveAttribute(
      'href',
      `/viewcounseloronlinegroup/1?id=${own.id}`,
    );
    const members = screen.getByRole('region', { name: '報名者' });
    const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
    expect(within(members).getAllByRole('row').map(cells)).toEqual([
      ['暱稱', '電子郵件', '報名時間'],
      ['小安', 'client@demo.test', '2029/12/20 10:00'],
      ['阿哲', 'zhe@example.test', '2029/12/21 11:30'],
    ]);

    const user = userEvent.setup();
    const cancel = screen.getByRole('form', { name: '取消講座' });
    await user.click(within(cancel).getByRole('button', { name: '取消講座' }));
    expect(await screen.findByText('請寫下取消的原因，會轉告每位報名者（最多 300 個字）')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await user.type(within(cancel).getByRole('textbox', { name: /^取消原因/ }), '講師臨時生病。');
    await user.click(within(cancel).getByRole('button', { name: '取消講座' }));
    const dialog = await screen.findByRole('dialog', { name: '確定要取消這場講座嗎？' });
    expect(within(dialog).getByText(/2 位報名者會收到通知並全額退款/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '取消講座' }));

    expect(await screen.findByText('你已取消這場講座，原因是：講師臨時生病。')).toBeVisible();
    expect(screen.queryByRole('form', { name: '取消講座' })).toBeNull();
    expect(posts(calls)[0]?.body).toEqual({ reason: '講師臨時生病。' });
  });

  it('says why a lecture was called off at its deadline', async () => {
    mockCounselor({ [`GET /Counselor/Lectures/${calledOff.id}`]: ok(calledOff) });
    renderRoute(`/counselor/lectures/${calledOff.id}`);
    expect(
      await screen.findByText('報名截止時人數不到 3 人，講座已自動取消，報名者都已全額退款。'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: '取消講座' })).toBeNull();
  });

  it('shows, once a lecture is over, each member’s rating and their average', async () => {
    const over = counselorLecture({
      status: 'completed',
      acceptingSignups: false,
      members: [
        {
          nickName: '小安',
          email: 'client@demo.test',
          signedUpAt: '2029-12-20T02:00:00.000Z',
          feedback: { grade: 5, comment: '練習很實用。', createTime: '2030-01-13T02:00:00.000Z' },
        },
        {
          nickName: '阿哲',
          email: 'zhe@example.test',
          signedUpAt: '2029-12-21T03:30:00.000Z',
          feedback: null,
        },
      ],
      feedbackCount: 1,
      averageGrade: 5,
    });
    mockCounselor({ [`GET /Counselor/Lectures/${over.id}`]: ok(over) });
    renderRoute(`/counselor/lectures/${over.id}`);

    const ratings = await screen.findByRole('region', { name: '報名者的評價' });
    expect(within(ratings).getByText('5.0')).toBeVisible();
    const members = screen.getByRole('region', { name: '報名者' });
    const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
    expect(within(members).getAllByRole('row').map(cells)).toEqual([
      ['暱稱', '電子郵件', '報名時間', '評價'],
      ['小安', 'client@demo.test', '2029/12/20 10:00', '★★★★★★★★★★5 顆星練習很實用。'],
      ['阿哲', 'zhe@example.test', '2029/12/21 11:30', '未評價'],
    ]);
  });
});
