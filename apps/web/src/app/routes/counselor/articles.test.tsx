import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writtenArticleSummary } from '../../../testing/column-writing';
import { mockApi, ok } from '../../../testing/mock-api';
import { counselorProfile } from '../../../testing/profiles';
import { renderRoute } from '../../../testing/render';
import { signInAs } from '../../../testing/session';

const draft = writtenArticleSummary();
const returned = writtenArticleSummary({
  id: 'b2000000-0000-4000-8000-000000000002',
  title: '孩子哭鬧不停時，先穩住自己的情緒',
  status: 'returned',
  submittedAt: '2030-01-03T02:00:00.000Z',
  reviewComment: '請補充適用的年齡。',
});
const published = writtenArticleSummary({
  id: 'b2000000-0000-4000-8000-000000000003',
  title: '給焦慮的你：三個呼吸練習',
  status: 'published',
  submittedAt: '2024-12-01T02:00:00.000Z',
  // In the past: out in the column (a later date is scheduled).
  publishedAt: '2024-12-02T02:00:00.000Z',
});

describe('my column (/counselor/articles)', () => {
  it('lists the articles with their status, the expert’s comment and the published one’s page, filtered by status', async () => {
    signInAs('counselor');
    const calls = mockApi({
      'GET /counselor': ok(counselorProfile()),
      'GET /counselor/coursenext_v2?start_page=0&page_size=20': ok({ totalRecords: 0, records: [] }),
      'GET /Mail/Count': ok(0),
      'GET /Counselor/Articles?start_page=0&page_size=20': ok({
        totalRecords: 3,
        records: [draft, returned, published],
      }),
      'GET /Counselor/Articles?status=returned&start_page=0&page_size=20': ok({
        totalRecords: 1,
        records: [returned],
      }),
    });
    const { router } = renderRoute('/counselor/articles');

    const card = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;
    expect(await screen.findByRole('heading', { level: 1, name: '我的專欄' })).toBeVisible();
    expect(await screen.findByRole('link', { name: draft.title })).toHaveAttribute(
      'href',
      `/counselor/articles/${draft.id}`,
    );
    expect(within(card(draft.title)).getByText('草稿')).toBeVisible();
    expect(within(card(returned.title)).getByText('請補充適用的年齡。')).toBeVisible();
    expect(
      within(card(published.title)).getByRole('link', { name: `閱讀刊出的文章 ${published.title}` }),
    ).toHaveAttribute('href', `/article/authors/author/articlecontent?id=${published.id}`);
    expect(screen.getByRole('link', { name: '寫新文章' })).toHaveAttribute('href', '/counselor/articles/new');

    await userEvent.click(
      within(screen.getByRole('tablist', { name: '依狀態篩選' })).getByRole('tab', { name: '已退回' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=returned'));
    await waitFor(() => expect(screen.queryByRole('link', { name: draft.title })).toBeNull());
    expect(await screen.findByRole('link', { name: returned.title })).toBeVisible();
    expect(calls.some((call) => call.url.includes('status=returned'))).toBe(true);
  });
});
