import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { confirmDialog, messageDialog, notFoundDialog } from './dialogs';

describe('the shell’s dialogs', () => {
  it('confirm: cancel and confirm with the caller’s labels', async () => {
    renderWithProviders(<p>page</p>);
    const answer = confirmDialog({
      title: '刪除草稿？',
      message: '刪除後無法復原。',
      confirmLabel: '刪除',
      cancelLabel: '保留',
    });
    const dialog = await screen.findByRole('dialog', { name: '刪除草稿？' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '刪除' }));
    await expect(answer).resolves.toBe(true);
  });

  it('message: one OK button', async () => {
    renderWithProviders(<p>page</p>);
    const closed = messageDialog({ title: '提醒', message: '已儲存' });
    const dialog = await screen.findByRole('dialog', { name: '提醒' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['關閉', '確定']);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '確定' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('not found: says the data does not exist and goes back a page', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithProviders(<p>page</p>);
    notFoundDialog();
    const dialog = await screen.findByRole('dialog', { name: '查無此資料' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '回上一頁' }));
    expect(back).toHaveBeenCalledOnce();
  });
});
