import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleAuthor, articleDetail, articleSummary } from '../../../testing/articles';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const pathOf = (id: string) => `/article/authors/author/articlecontent?id=${id}`;

describe('an article’s page', () => {
  it('shows the article, its author and more of theirs', async () => {
    const more = articleSummary({ id: 'a1000000-0000-4000-8000-000000000002', title: '焦慮來的時候' });
    const article = articleDetail({ updatedAt: '2026-11-24T02:00:00.000Z', moreByAuthor: [more] });
    mockApi({ [`GET /Articles/${article.id}`]: ok(article) });
    renderRoute(pathOf(article.id));

    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
    expect(document.title).toBe(`${article.title} | 線上主題諮商`);
    const text = screen.getByRole('article');
    expect(within(text).getByRole('link', { name: '陳怡君' })).toHaveAttribute(
      'href',
      '/article?authorid=1&pageno=1',
    );
    expect(within(text).getByText('2026/11/20')).toBeVisible();
    expect(within(text).getByText('更新於 2026/11/24')).toHaveAttribute('datetime', article.updatedAt);
    expect(within(text).getByRole('heading', { level: 2, name: '先讓身體慢下來' })).toBeVisible();
    const paragraph = within(text).getByText(/躺在床上/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.queryByRole('form', { name: '簡式健康量表' })).toBeNull();

    const about = screen.getByRole('region', { name: '關於作者' });
    expect(within(about).getByRole('link', { name: '認識諮商師陳怡君' })).toHaveAttribute(
      'href',
      `/team/${articleAuthor().counselorId}`,
    );
    expect(within(about).getByRole('link', { name: '閱讀陳怡君的所有文章' })).toHaveAttribute(
      'href',
      '/article?authorid=1&pageno=1',
    );
    const others = screen.getByRole('region', { name: '陳怡君的其他文章' });
    expect(within(others).getByRole('link', { name: '焦慮來的時候' })).toHaveAttribute(
      'href',
      pathOf(more.id),
    );
    expect(screen.getByRole('link', { name: '回到專欄文章' })).toHaveAttribute('href', '/article');
  });

  it('offers the self-check after the text of a BSRS-5 article, and leads back to the scales', async () => {
    const article = articleDetail({
      scale: 'bsrs5',
      author: articleAuthor({ id: 35, name: '心理測驗', title: '自我檢測', counselorId: null }),
    });
    mockApi({ [`GET /Articles/${article.id}`]: ok(article) });
    renderRoute(pathOf(article.id));

    expect(await screen.findByRole('form', { name: '簡式健康量表' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /認識諮商師/ })).toBeNull();
    expect(screen.getByRole('link', { name: '回到心理測驗' })).toHaveAttribute(
      'href',
      '/article?authorid=35&pageno=1',
    );
  });

  it('says calmly that an unknown article is not there', async () => {
    mockApi({});
    renderRoute(pathOf('a1000000-0000-4000-8000-0000000000ff'));
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到這篇文章');
    expect(screen.getByRole('heading', { level: 1, name: '文章內容' })).toBeVisible();
  });

  it('asks for nothing when the address names no article', async () => {
    const calls = mockApi({});
    renderRoute(pathOf('not-an-id'));
    expect(await screen.findByRole('alert')).toHaveTextContent('找不到這篇文章');
    expect(calls.filter((call) => call.url.includes('/Articles'))).toEqual([]);
  });
});
