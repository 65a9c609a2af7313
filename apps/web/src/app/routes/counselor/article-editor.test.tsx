import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writtenArticle, writtenArticleSummary } from '../../../testing/column-writing';
import { mockApi, ok, type TMockReply, type TRecordedCall } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const LIST = 'GET /Counselor/Articles?start_page=0&page_size=20';

function mockCounselor(replies: Record<string, TMockReply | ((call: TRecordedCall) => TMockReply)>) {
  signInAs('counselor');
  return mockApi({
    'GET /counselor': ok(counselorProfile()),
    'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
    'GET /Mail/Count': ok(0),
    ...replies,
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const posts = (calls: TRecordedCall[]) => calls.filter((call) => call.method !== 'GET');

describe('the article editor (/counselor/articles/new, /counselor/articles/:articleId)', () => {
  it('asks for a title with the schema’s message, sending nothing, and previews the text as it is typed', async () => {
    const calls = mockCounselor({});
    renderRoute('/counselor/articles/new');

    expect(await screen.findByRole('heading', { level: 1, name: '寫新文章' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByText('請填寫文章標題（最多 60 個字）')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.type(field(/^標題/), '睡前的三個練習');
    expect(screen.getByText('7 / 60')).toBeVisible();
    await userEvent.type(field(/^內文/), '第一段。{enter}{enter}## 先放鬆肩膀{enter}{enter}第二段。');
    const preview = screen.getByRole('region', { name: '預覽' });
    expect(within(preview).getByRole('heading', { level: 3, name: '睡前的三個練習' })).toBeVisible();
    expect(await within(preview).findByRole('heading', { level: 4, name: '先放鬆肩膀' })).toBeVisible();
    expect(within(preview).getByText('第二段。')).toBeVisible();
    expect(screen.queryByText('請填寫文章標題（最多 60 個字）')).toBeNull();
  });

  it('saves a new article, then sends it for review, and returns to the list', async () => {
    const saved = writtenArticle({ title: '睡前的三個練習', summary: '三個小方法。', body: '第一段。' });
    const calls = mockCounselor({
      'POST /Counselor/Articles': ok(saved),
      [`POST /Counselor/Articles/${saved.id}/Submit`]: ok(
        writtenArticle({ ...saved, status: 'in_review', submittedAt: '2030-01-05T03:00:00.000Z' }),
      ),
      [LIST]: ok({ totalRecords: 1, records: [writtenArticleSummary({ ...saved, status: 'in_review' })] }),
    });
    const { router } = renderRoute('/counselor/articles/new');

    await userEvent.type(await screen.findByRole('textbox', { name: /^標題/ }), '睡前的三個練習');
    await userEvent.type(field(/^摘要/), '三個小方法。');
    await userEvent.type(field(/^內文/), '第一段。');
    await userEvent.click(screen.getByRole('button', { name: '送出審核' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/counselor/articles'));
    expect(posts(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/zh-tw/Counselor/Articles',
      `POST /api/zh-tw/Counselor/Articles/${saved.id}/Submit`,
    ]);
    expect(posts(calls)[0]?.body).toEqual({
      title: '睡前的三個練習',
      summary: '三個小方法。',
      body: '第一段。',
    });
    expect(await screen.findByText('已送出審核，專家審核通過後就會刊出')).toBeVisible();
    const card = (await screen.findByRole('link', { name: '睡前的三個練習' })).closest('li');
    expect(within(card as HTMLElement).getByText('審核中')).toBeVisible();
  });

  it('asks for a summary and a text before sending for review, and sends nothing without them', async () => {
    const calls = mockCounselor({});
    const { router } = renderRoute('/counselor/articles/new');

    await userEvent.type(await screen.findByRole('textbox', { name: /^標題/ }), '睡前的三個練習');
    await userEvent.click(screen.getByRole('button', { name: '送出審核' }));

    await waitFor(() => expect(field(/^摘要/)).toHaveAccessibleDescription(/請寫下文章摘要/));
    expect(field(/^內文/)).toHaveAccessibleDescription(/請寫下文章內容/);
    expect(field(/^標題/)).toHaveValue('睡前的三個練習');
    expect(router.state.location.pathname).toBe('/counselor/articles/new');
    expect(posts(calls)).toEqual([]);
  });

  it('shows the expert’s comment on a returned article, saves it with PUT and deletes it after asking', async () => {
    const returned = writtenArticle({
      status: 'returned',
      submittedAt: '2030-01-05T03:00:00.000Z',
      reviewComment: '第二段的建議請再具體一些。',
    });
    const calls = mockCounselor({
      [`GET /Counselor/Articles/${returned.id}`]: ok(returned),
      [`PUT /Counselor/Articles/${returned.id}`]: (call) =>
        ok(writtenArticle({ ...returned, ...(call.body as object) })),
      [`DELETE /Counselor/Articles/${returned.id}`]: ok(null),
      [LIST]: ok({ totalRecords: 0, records: [] }),
    });
    const { router } = renderRoute(`/counselor/articles/${returned.id}`);

    expect(await screen.findByText('第二段的建議請再具體一些。')).toBeVisible();
    await userEvent.type(field(/^摘要/), '再補一句。');
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByText('草稿已儲存')).toBeVisible();
    expect(posts(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { title: returned.title, summary: `${returned.summary}再補一句。`, body: returned.body },
    });

    await userEvent.click(screen.getByRole('button', { name: '刪除草稿' }));
    const dialog = await screen.findByRole('dialog', { name: '確定要刪除這篇文章嗎？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/counselor/articles'));
    expect(posts(calls).map((call) => call.method)).toEqual(['PUT', 'DELETE']);
  });

  it('shows an article in review read-only, with what it waits for', async () => {
    const inReview = writtenArticle({ status: 'in_review', submittedAt: '2030-01-05T03:00:00.000Z' });
    mockCounselor({ [`GET /Counselor/Articles/${inReview.id}`]: ok(inReview) });
    renderRoute(`/counselor/articles/${inReview.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: inReview.title })).toBeVisible();
    expect(screen.getByText(/正在等候專家審核/)).toHaveTextContent('2030/01/05 11:00');
    expect(screen.getByRole('heading', { level: 2, name: '先讓身體知道可以休息' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '送出審核' })).toBeNull();
  });

  it('asks before leaving unsaved changes', async () => {
    mockCounselor({ [LIST]: ok({ totalRecords: 0, records: [] }) });
    const { router } = renderRoute('/counselor/articles/new');

    await userEvent.type(await screen.findByRole('textbox', { name: /^標題/ }), '還沒存的標題');
    await userEvent.click(screen.getByRole('link', { name: '回到我的專欄' }));
    const dialog = await screen.findByRole('dialog', { name: '還沒儲存，要離開嗎？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '繼續寫' }));
    expect(router.state.location.pathname).toBe('/counselor/articles/new');
    expect(field(/^標題/)).toHaveValue('還沒存的標題');
  });
});
