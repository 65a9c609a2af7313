import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writtenArticle, writtenArticleSummary } from '../../../testing/column-writing';
import { fail, mockApi, ok, type TMockReply, type TRecordedCall } from '../../../testing/mock-api';
import { expertProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const QUEUE = 'GET /Expert/Articles?start_page=0&page_size=20';
const waiting = writtenArticle({
  status: 'in_review',
  submittedAt: '2030-01-05T03:00:00.000Z',
  author: { id: 103, name: '張家豪', title: '諮商心理師' },
});
const REVIEW = `POST /Expert/Articles/${waiting.id}/Review`;

function mockExpert(replies: Record<string, TMockReply | ((call: TRecordedCall) => TMockReply)>) {
  signInAs('expert');
  return mockApi({ 'GET /expert': ok(expertProfile()), 'GET /Mail/Count': ok(0), ...replies });
}

const reviews = (calls: TRecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('the experts’ review of column articles', () => {
  it('lists the articles waiting with their author and time, each opening as it will read', async () => {
    mockExpert({
      [QUEUE]: ok({ totalRecords: 1, records: [writtenArticleSummary(waiting)] }),
      [`GET /Expert/Articles/${waiting.id}`]: ok(waiting),
    });
    const { router } = renderRoute('/expert/articles');

    const row = (await screen.findByRole('link', { name: waiting.title })).closest('tr') as HTMLElement;
    expect(within(row).getByText('張家豪')).toBeVisible();
    expect(within(row).getByText('2030/01/05 11:00')).toBeVisible();
    await userEvent.click(within(row).getByRole('link', { name: waiting.title }));

    expect(await screen.findByRole('heading', { level: 1, name: waiting.title })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/expert/articles/${waiting.id}`);
    expect(screen.getByText('作者：張家豪（諮商心理師）')).toBeVisible();
    expect(screen.getByText(waiting.summary)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '先讓身體知道可以休息' })).toBeVisible();
  });

  it('asks for a comment before returning, then returns it with the comment and goes back to the queue', async () => {
    const calls = mockExpert({
      [`GET /Expert/Articles/${waiting.id}`]: ok(waiting),
      [REVIEW]: ok(writtenArticle({ ...waiting, status: 'returned', reviewComment: '請補上參考資料' })),
      [QUEUE]: ok({ totalRecords: 0, records: [] }),
    });
    const { router } = renderRoute(`/expert/articles/${waiting.id}`);

    await userEvent.click(await screen.findByRole('button', { name: '退回' }));
    expect(await screen.findByText('退回時請填寫審核意見（最多 1000 字）')).toBeVisible();
    expect(reviews(calls)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /^審核意見/ }), '請補上參考資料');
    await userEvent.click(screen.getByRole('button', { name: '退回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert/articles'));
    expect(reviews(calls)[0]?.body).toEqual({ approve: false, comment: '請補上參考資料' });
    expect(await screen.findByText(`已退回「${waiting.title}」，作者會看到你的意見`)).toBeVisible();
  });

  it('publishes after a confirmation', async () => {
    const calls = mockExpert({
      [`GET /Expert/Articles/${waiting.id}`]: ok(waiting),
      [REVIEW]: ok(
        writtenArticle({ ...waiting, status: 'published', publishedAt: '2030-01-06T03:00:00.000Z' }),
      ),
      [QUEUE]: ok({ totalRecords: 0, records: [] }),
    });
    const { router } = renderRoute(`/expert/articles/${waiting.id}`);

    await userEvent.click(await screen.findByRole('button', { name: '刊出' }));
    const dialog = await screen.findByRole('dialog', { name: '確定要刊出這篇文章嗎？' });
    expect(reviews(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '刊出' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/expert/articles'));
    expect(reviews(calls)[0]?.body).toEqual({ approve: true, comment: '' });
    expect(await screen.findByText(`已刊出「${waiting.title}」`)).toBeVisible();
    expect(await screen.findByText('目前沒有等候審核的文章。')).toBeVisible();
  });

  it('says calmly when someone else has decided meanwhile', async () => {
    let decided = false;
    mockExpert({
      [`GET /Expert/Articles/${waiting.id}`]: () =>
        ok(decided ? writtenArticle({ ...waiting, status: 'returned', reviewComment: '已處理' }) : waiting),
      [REVIEW]: () => {
        decided = true;
        return fail(409, 3802, '這篇文章目前沒有在等候審核');
      },
    });
    renderRoute(`/expert/articles/${waiting.id}`);

    await userEvent.type(await screen.findByRole('textbox', { name: /^審核意見/ }), '請補上參考資料');
    await userEvent.click(screen.getByRole('button', { name: '退回' }));
    expect(await screen.findByText('這篇文章已經審核過了（已退回），不需要再處理。')).toBeVisible();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
