import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleAuthor } from '../../../testing/articles';
import { mockApi, ok } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';

describe('the column’s authors (/article/authors)', () => {
  it('shows every author as a card: photo or initial, name to their articles, title, biography, count', async () => {
    const withPhoto = articleAuthor({ photo: '/media/covers/0123456789abcdef0123456789abcdef.webp' });
    const editors = articleAuthor({
      id: 10,
      name: '心理專欄編輯部',
      title: '編輯部',
      bio: '整理實用的心理健康知識。',
      counselorId: null,
      articleCount: 3,
    });
    mockApi({ 'GET /ArticleAuthors': ok([withPhoto, editors]) });
    renderRoute('/article/authors');

    expect(await screen.findByRole('heading', { level: 1, name: '專欄作者' })).toBeVisible();
    const [first, second] = await screen.findAllByRole('article');
    if (!first || !second) throw new Error('no cards');
    expect(within(first).getByRole('img', { name: '陳怡君的照片' })).toHaveAttribute('src', withPhoto.photo);
    expect(within(first).getByRole('link', { name: '陳怡君' })).toHaveAttribute(
      'href',
      '/article?authorid=1&pageno=1',
    );
    expect(within(first).getByText('2 篇文章')).toBeVisible();
    expect(within(first).getByRole('link', { name: '認識諮商師陳怡君' })).toHaveAttribute(
      'href',
      `/team/${withPhoto.counselorId}`,
    );

    expect(within(second).getByRole('heading', { level: 2, name: '心理專欄編輯部' })).toBeVisible();
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByText('心').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(second).getByText('編輯部')).toBeVisible();
    expect(within(second).getByText('3 篇文章')).toBeVisible();
    expect(within(second).queryByRole('link', { name: /認識諮商師/ })).toBeNull();
  });
});
