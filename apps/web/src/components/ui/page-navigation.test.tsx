import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PageNavigation } from './page-navigation';

describe('the page navigation under a list', () => {
  it('names its landmark and every arrow, and goes to the page chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PageNavigation label="諮商師列表分頁" total={3} value={2} onChange={onChange} />);
    const navigation = screen.getByRole('navigation', { name: '諮商師列表分頁' });
    expect(navigation).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '上一頁' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
