import { MAIL_PAGE_SIZE, type TMail } from '@app/contracts/mail';
import { Center, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMails } from './api/get-mails';
import { MailItem } from './mail-item';
import classes from './mailbox.module.css';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

/**
 * One tab's mails. The tenth mail of the last page is watched: once it scrolls into view the
 * next page is asked for (shell spec §4).
 */
export function MailList({ unreadOnly, onOpen }: { unreadOnly: boolean; onOpen: (mail: TMail) => void }) {
  const { t } = useTranslation('shell');
  const mails = useMails(unreadOnly);
  const [pageEnd, setPageEnd] = useState<HTMLLIElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = mails;

  useEffect(() => {
    if (!pageEnd || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(pageEnd);
    return () => observer.disconnect();
  }, [pageEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (mails.isPending) {
    return (
      <Center py="lg" role="status">
        <LoadingSpinner size="sm" label={t('mailbox.loading')} />
      </Center>
    );
  }
  // The spec: a failed fetch is only logged.
  if (mails.isError) return null;

  const pages = mails.data.pages;
  if (pages[0]?.records.length === 0) {
    return (
      <Text ta="center" c="dimmed" fz="sm" py="xl">
        {unreadOnly ? t('mailbox.emptyUnread') : t('mailbox.empty')}
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.list}>
        {pages.map((page, pageIndex) =>
          page.records.map((mail, index) => (
            <MailItem
              key={mail.id}
              mail={mail}
              onOpen={onOpen}
              ref={pageIndex === pages.length - 1 && index === MAIL_PAGE_SIZE - 1 ? setPageEnd : undefined}
            />
          )),
        )}
      </ul>
      {isFetchingNextPage && (
        <Center py="sm" role="status">
          <LoadingSpinner size="xs" label={t('mailbox.loading')} />
        </Center>
      )}
    </>
  );
}
