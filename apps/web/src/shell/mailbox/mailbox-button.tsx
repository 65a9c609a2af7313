import { ActionIcon, Center, Indicator, Popover } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MailIcon } from '../icons';
import { usePanel } from '../panels';
import { useMailCount } from './api/get-mail-count';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

const MailboxPanel = lazy(() => import('./mailbox-panel'));

/** The mail icon, with a dot while anything is unread; it opens the mailbox panel. */
export function MailboxButton() {
  const { t } = useTranslation('shell');
  const panel = usePanel('mailbox');
  const titleId = useId();
  const unread = useMailCount({ enabled: true }).data ?? 0;
  const label = unread > 0 ? t('mailbox.openUnread', { count: unread }) : t('mailbox.open');

  return (
    <Popover
      opened={panel.opened}
      onChange={panel.setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        {/* The target gives the button its aria-expanded; a controlled popover leaves the toggle to us. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          c="gray.8"
          size="lg"
          aria-label={label}
          onClick={panel.toggle}
        >
          <Indicator color="red.8" size={9} offset={2} disabled={unread === 0}>
            <MailIcon />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={titleId}>
        <Suspense
          fallback={
            <Center py="lg" role="status">
              <LoadingSpinner size="sm" label={t('mailbox.loading')} />
            </Center>
          }
        >
          <MailboxPanel titleId={titleId} unread={unread} onClose={panel.close} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
