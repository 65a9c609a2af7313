import type { TMail } from '@app/contracts/mail';
import { Button, Group, ScrollArea, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMails } from './api/get-mails';
import { useMarkMailsRead } from './api/mark-mails-read';
import { MailList } from './mail-list';
import { opensElsewhere } from './mail-pages';

type TTab = 'all' | 'unread';

/**
 * The mailbox: all or unread mails, and "mark all read" while anything is unread. Opening a mail
 * marks it read; one that leads elsewhere closes the panel, one read in place leaves it open.
 * Loaded on first open, so the first page stays light.
 */
type TMailboxPanelProps = { titleId?: string; unread: number; onClose: () => void };

export default function MailboxPanel({ titleId, unread, onClose }: TMailboxPanelProps) {
  const { t } = useTranslation('shell');
  const [tab, setTab] = useState<TTab>('all');
  const markRead = useMarkMailsRead();
  // The "all" tab's own query (shared cache): "all read" means nothing when there is no mail at all.
  const hasMail = (useMails(false).data?.pages[0]?.totalRecords ?? 0) > 0;

  const open = (mail: TMail) => {
    if (!mail.isRead) markRead.mutate([mail.id]);
    if (opensElsewhere(mail)) onClose();
  };

  return (
    <>
      <Group justify="space-between" px="md" pt="sm" pb={4} wrap="nowrap">
        <Title order={2} fz="md" id={titleId}>
          {t('mailbox.title')}
        </Title>
        {unread > 0 ? (
          <Button size="compact-sm" variant="subtle" onClick={() => markRead.mutate('all')}>
            {t('mailbox.markAllRead')}
          </Button>
        ) : (
          hasMail && (
            <Text fz="sm" c="dimmed">
              {t('mailbox.allRead')}
            </Text>
          )
        )}
      </Group>
      {/* Each tab fetches afresh when shown (its list is stale at once), so it shows the mailbox as it is now. */}
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'unread' ? 'unread' : 'all')}
        keepMounted={false}
      >
        <Tabs.List grow aria-label={t('mailbox.tabsLabel')}>
          <Tabs.Tab value="all">{t('mailbox.tabAll')}</Tabs.Tab>
          <Tabs.Tab value="unread">{t('mailbox.tabUnread')}</Tabs.Tab>
        </Tabs.List>
        <ScrollArea.Autosize mah="min(420px, 60dvh)" type="auto">
          <Tabs.Panel value="all">
            <MailList unreadOnly={false} onOpen={open} />
          </Tabs.Panel>
          <Tabs.Panel value="unread">
            <MailList unreadOnly onOpen={open} />
          </Tabs.Panel>
        </ScrollArea.Autosize>
      </Tabs>
    </>
  );
}
