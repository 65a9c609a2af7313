import type { TMail } from '@app/contracts/mail';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, type TRecordedCall } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import MailboxPanel from './mailbox-panel';

function mail(index: number, overrides: Partial<TMail> = {}): TMail {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 0,
    message: `第 ${index} 封信`,
    link: null,
    isRead: false,
    createTime: '2025-03-04T16:05:00.000Z',
    ...overrides,
  };
}

/** jsdom has no IntersectionObserver: this one lets a test scroll an element into view. */
let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {
        observed = observed.filter((entry) => entry.callback !== this.callback);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function scrollIntoView(element: Element) {
  for (const entry of observed.filter((candidate) => candidate.element === element)) {
    act(() =>
      entry.callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  }
}

describe('the mailbox', () => {
  it('lists mails with their time as yyyy/MM/dd HH:mm, unread ones marked', async () => {
    mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({
        totalRecords: 2,
        records: [mail(1), mail(2, { isRead: true })],
      }),
    });
    renderWithProviders(<MailboxPanel unread={1} onClose={() => {}} />);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('2025/03/05 00:05')).toBeVisible();
    expect(items[0]).toHaveTextContent('未讀：第 1 封信');
    expect(items[1]).not.toHaveTextContent('未讀');
  });

  it('offers "mark all read" only while something is unread', async () => {
    mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 1, records: [mail(1, { isRead: true })] }),
    });
    const { unmount } = renderWithProviders(<MailboxPanel unread={0} onClose={() => {}} />);
    expect(await screen.findByText('信件皆已讀取')).toBeVisible();
    expect(screen.queryByRole('button', { name: '全部標為已讀' })).not.toBeInTheDocument();
    unmount();

    const calls = mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 1, records: [mail(1)] }),
      'POST /Mail/IsRead?IsSetAll=true': ok(0),
    });
    renderWithProviders(<MailboxPanel unread={1} onClose={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '全部標為已讀' }));
    expect(calls.some((call) => call.url.endsWith('/Mail/IsRead?IsSetAll=true'))).toBe(true);
    expect(await screen.findByRole('listitem')).not.toHaveTextContent('未讀');
  });

  it('shows the unread tab, and says when there is nothing in it', async () => {
    mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 1, records: [mail(1, { isRead: true })] }),
      'GET /Mail?IsUnread=true&start_page=0': ok({ totalRecords: 0, records: [] }),
    });
    renderWithProviders(<MailboxPanel unread={0} onClose={() => {}} />);

    await userEvent.setup().click(await screen.findByRole('tab', { name: '未讀' }));
    expect(await screen.findByText('沒有未讀的信件')).toBeVisible();
  });

  it('says so when the mailbox is empty, without calling it all read', async () => {
    mockApi({ 'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 0, records: [] }) });
    renderWithProviders(<MailboxPanel unread={0} onClose={() => {}} />);
    expect(await screen.findByText('目前沒有信件')).toBeVisible();
    expect(screen.queryByText('信件皆已讀取')).not.toBeInTheDocument();
  });

  it('asks for the next page when the tenth mail of the last page comes into view', async () => {
    const page = (number: number) =>
      Array.from({ length: 10 }, (_, index) => mail(number * 10 + index + 1, { isRead: true }));
    const calls = mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 23, records: page(0) }),
      'GET /Mail?IsUnread=false&start_page=1': ok({ totalRecords: 23, records: page(1) }),
    });
    renderWithProviders(<MailboxPanel unread={0} onClose={() => {}} />);

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(observed.map((entry) => entry.element)).toEqual([items[9]]);
    scrollIntoView(items[9]!);

    expect(await screen.findByText('第 20 封信')).toBeInTheDocument();
    const pageCalls = (calls: TRecordedCall[]) => calls.filter((call) => call.url.includes('/Mail?'));
    expect(pageCalls(calls).map((call) => call.url)).toEqual([
      '/api/zh-tw/Mail?IsUnread=false&start_page=0',
      '/api/zh-tw/Mail?IsUnread=false&start_page=1',
    ]);
    // Now the twentieth is the one watched.
    expect(observed.map((entry) => entry.element.textContent)).toEqual([
      expect.stringContaining('第 20 封信'),
    ]);
  });

  it('marks an opened mail read; one about a page closes the mailbox, one read in place does not', async () => {
    const about = mail(1, { link: '/user/nextcourse', message: '你有一筆新的預約' });
    const note = mail(2, { message: '歡迎加入' });
    const calls = mockApi({
      'GET /Mail?IsUnread=false&start_page=0': ok({ totalRecords: 2, records: [about, note] }),
      'POST /Mail/IsRead?IsSetAll=false': ok(1),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MailboxPanel unread={2} onClose={onClose} />);

    await user.click(await screen.findByRole('button', { name: /歡迎加入/ }));
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.at(-1)?.body).toEqual([note.id]);

    const link = screen.getByRole('link', { name: /你有一筆新的預約/ });
    expect(link).toHaveAttribute('href', '/user/nextcourse');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(calls.at(-1)?.body).toEqual([about.id]);
  });
});
