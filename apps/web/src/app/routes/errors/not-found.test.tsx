import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setWebLocale } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/render';

describe('an unknown address', () => {
  it('shows the not-found page inside the site’s frame', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 找不到頁面' })).toBeVisible();
    expect(screen.getByText(/找不到此頁面/)).toBeVisible();
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(document.title).toBe('404 找不到頁面 | 線上主題諮商');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
  });

  it('says so in English too', async () => {
    await setWebLocale('us');
    renderRoute('/counselor/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    expect(screen.getByText(/This page could not be found/)).toBeVisible();
    expect(document.title).toBe('404 Not Found | Online Topic Counseling');
    expect(document.documentElement.lang).toBe('en');
  });
});
