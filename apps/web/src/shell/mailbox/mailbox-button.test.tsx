import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { signInAs } from '../../testing/session';
import { MailboxButton } from './mailbox-button';

describe('the mail icon', () => {
  it('shows a dot while mail is unread and opens the mailbox; Escape closes it and focus returns', async () => {
    signInAs('client');
    mockApi({
      'GET /Mail/Count': ok(2),
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 0, records: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MailboxButton />);

    const button = await screen.findByRole('button', { name: '開啟信箱（2 封未讀）' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: '信箱' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '信箱' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
