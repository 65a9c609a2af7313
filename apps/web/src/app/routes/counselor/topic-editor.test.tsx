import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import TopicEditorPage from './topic-editor';

describe('the topic form', () => {
  it('counts the title against its limit and shows the spec’s messages under the fields, sending nothing', async () => {
    const calls = mockApi({});
    renderWithProviders(<TopicEditorPage />);

    const title = await screen.findByRole('textbox', { name: /^標題/ });
    await userEvent.type(title, '睡不好的夜晚');
    expect(screen.getByText('6 / 30')).toBeVisible();
    const price = screen.getByRole('textbox', { name: /^費用/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1950');
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));

    expect(await screen.findByText('請輸入簡介（最多 300 字）')).toBeVisible();
    expect(screen.getByText('價格須為 100 的倍數的整數')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
