import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleAuthor, articleSummary } from '../../../testing/articles';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

const selfCheck = articleSummary({
  id: 'a1000000-0000-4000-8000-000000000035',
  title: '簡式健康量表（BSRS-5）：一分鐘留意最近的心情',
  summary: '六個問題，看看最近一星期的身心狀態。',
  publishedAt: '2026-11-22T16:30:00.000Z',
  readingMinutes: 2,
  scale: 'bsrs5',
  author: { id: 35, name: '心理測驗', title: '自我檢測' },
});
const sleep = articleSummary();

describe('the column’s list (/article)', () => {
  it('shows each article as a card: title to its page, self-check badge, byline to the author’s list, Taiwan date, reading time, summary', async () => {
    mockApi({
      'GET /Articles?start_page=0&page_size=10': ok({ totalRecords: 2, records: [selfCheck, sleep] }),
    });
    renderRoute('/article');

    expect(await screen.findByRole('heading', { level: 1, name: '專欄文章' })).toBeVisible();
    const [first, second] = await screen.findAllByRole('article');
    if (!first || !second) throw new Error('no cards');

    expect(within(first).getByRole('link', { name: selfCheck.title })).toHaveAttribute(
      'href',
      `/article/authors/author/articlecontent?id=${selfCheck.id}`,
    );
    expect(within(first).getByText('自我檢測', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(within(first).getByRole('link', { name: '心理測驗' })).toHaveAttribute(
      'href',
      '/article?authorid=35&pageno=1',
    );
    // 16:30 UTC is the next morning in Taiwan.
    expect(within(first).getByText('2026/11/23')).toHaveAttribute('datetime', selfCheck.publishedAt);
    expect(within(first).getByText('閱讀約 2 分鐘')).toBeVisible();
    expect(within(first).getByText(selfCheck.summary)).toBeVisible();

    expect(within(second).getByRole('heading', { level: 2, name: sleep.title })).toBeVisible();
    expect(within(second).queryByText('自我檢測')).toBeNull();
    expect(within(second).getByRole('link', { name: '陳怡君' })).toHaveAttribute(
      'href',
      '/article?authorid=1&pageno=1',
    );
    expect(within(second).getByText('諮商心理師')).toBeVisible();
    expect(within(second).getByText('2026/11/20')).toBeVisible();

    expect(screen.getByText('共 2 篇文章')).toBeVisible();
    expect(screen.getByRole('link', { name: '認識專欄作者' })).toHaveAttribute('href', '/article/authors');
    // One page: no page links.
    expect(screen.queryByRole('navigation', { name: '文章分頁' })).toBeNull();
  });

  it('links every page with its number in the address, marking the current one', async () => {
    const records = Array.from({ length: 10 }, (_, index) =>
      articleSummary({
        id: `a1000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
        title: `第 ${index + 11} 篇`,
      }),
    );
    mockApi({ 'GET /Articles?start_page=1&page_size=10': ok({ totalRecords: 25, records }) });
    renderRoute('/article?pageno=2');

    const pages = await screen.findByRole('navigation', { name: '文章分頁' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['上一頁', '/article'],
      ['1', '/article'],
      ['2', '/article?pageno=2'],
      ['3', '/article?pageno=3'],
      ['下一頁', '/article?pageno=3'],
    ]);
    expect(within(pages).getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('puts an author’s introduction above their articles, with their counselor page, and keeps them in the page links', async () => {
    const author = articleAuthor({ articleCount: 11 });
    mockApi({
      'GET /ArticleAuthors/1': ok(author),
      'GET /Articles?author_id=1&start_page=0&page_size=10': ok({ totalRecords: 11, records: [sleep] }),
    });
    renderRoute('/article?authorid=1&pageno=1');

    expect(await screen.findByRole('heading', { level: 1, name: '陳怡君的文章' })).toBeVisible();
    const intro = screen.getByRole('region', { name: '關於陳怡君' });
    expect(within(intro).getByText('諮商心理師')).toBeVisible();
    expect(within(intro).getByText(/相信每個人都有走過難關的力量/)).toBeVisible();
    expect(within(intro).getByRole('link', { name: '認識諮商師陳怡君' })).toHaveAttribute(
      'href',
      `/team/${author.counselorId}`,
    );
    expect(await screen.findByRole('link', { name: sleep.title })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: '文章分頁' })).getByRole('link', { name: '第 2 頁' }),
    ).toHaveAttribute('href', '/article?authorid=1&pageno=2');
    expect(screen.getByRole('link', { name: '看全部文章' })).toHaveAttribute('href', '/article');
  });

  it('is the psychological scales for the scale author, said to be no diagnosis', async () => {
    mockApi({
      'GET /Articles?author_id=35&start_page=0&page_size=10': ok({ totalRecords: 1, records: [selfCheck] }),
    });
    renderRoute('/article?authorid=35&pageno=1');

    expect(await screen.findByRole('heading', { level: 1, name: '心理測驗' })).toBeVisible();
    expect(screen.getByText(/測驗結果僅供參考，不是診斷/)).toBeVisible();
    expect(await screen.findByRole('link', { name: selfCheck.title })).toBeVisible();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /Articles?start_page=0&page_size=10': ok({ totalRecords: 0, records: [] }) });
    renderRoute('/article');
    expect(await screen.findByText(/目前還沒有發表的文章/)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says calmly when the author is unknown, and leads to every article', async () => {
    mockApi({});
    renderRoute('/article?authorid=999&pageno=1');
    expect(await screen.findByText(/找不到這位作者/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: '專欄文章' })).toBeVisible();
    expect(screen.getByRole('link', { name: '看全部文章' })).toHaveAttribute('href', '/article');
  });
});
