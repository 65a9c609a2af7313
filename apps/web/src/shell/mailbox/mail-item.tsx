import type { TMail } from '@app/contracts/mail';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { opensElsewhere } from './mail-pages';
import classes from './mailbox.module.css';

type TMailItemProps = { mail: TMail; onOpen: (mail: TMail) => void; ref?: Ref<HTMLLIElement> };

/** One mail: unread ones carry a dot (and say so to screen readers); it leads to what it is about. */
export function MailItem({ mail, onOpen, ref }: TMailItemProps) {
  const { t } = useTranslation('shell');
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.dot} data-unread={!mail.isRead || undefined} aria-hidden="true" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        {!mail.isRead && <VisuallyHidden>{t('mailbox.unread')}</VisuallyHidden>}
        <Text fz="sm" fw={mail.isRead ? 400 : 600} className={classes.message}>
          {mail.message}
        </Text>
        <Text fz="xs" c="dimmed" component="time" dateTime={mail.createTime}>
          {formatDateTime(mail.createTime)}
        </Text>
      </Stack>
    </Group>
  );
  return (
    <li ref={ref} className={classes.item}>
      {opensElsewhere(mail) ? (
        <UnstyledButton component={Link} to={mail.link} className={classes.open} onClick={() => onOpen(mail)}>
          {body}
        </UnstyledButton>
      ) : (
        <UnstyledButton className={classes.open} onClick={() => onOpen(mail)}>
          {body}
        </UnstyledButton>
      )}
    </li>
  );
}
