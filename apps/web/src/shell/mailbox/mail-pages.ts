import type { TMailPage } from '@app/contracts/mail';
import type { InfiniteData } from '@tanstack/react-query';
import { isSitePath } from '@app/contracts/site-path';

/**
 * The cached pages with these mails (or all) shown read. Only ever from unread to read: the
 * spec's read state never goes back.
 */
export function markReadInPages(
  data: InfiniteData<TMailPage, number> | undefined,
  ids: string[] | 'all',
): InfiniteData<TMailPage, number> | undefined {
  if (!data) return data;
  const isMarked = (id: string) => ids === 'all' || ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      records: page.records.map((mail) =>
        !mail.isRead && isMarked(mail.id) ? { ...mail, isRead: true } : mail,
      ),
    })),
  };
}

/** Opening a mail goes to what it is about; a mail about nothing in particular is read in place. */
export function opensElsewhere(mail: { link: string | null }): mail is { link: string } {
  return isSitePath(mail.link);
}
