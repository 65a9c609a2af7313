import type { TCourseStatus } from '@app/contracts/enums';
import type { TCase, TCaseSession } from '@app/contracts/treatment-cases';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';

/** A session as the case page names it: its start in Taipei time and its status. */
export function useSessionLabel() {
  const { t } = useTranslation(['cases', 'records']);
  return (session: TCaseSession) =>
    t('records.form.sessionOption', {
      time: formatDateTime(session.startTime),
      status: t(`records:status.${session.status as TCourseStatus}`),
    });
}

/** The case's treatment records, oldest first, as a timeline; each text as it was written. */
export function CaseRecords({ file }: { file: TCase }) {
  const { t } = useTranslation('cases');
  if (file.records.length === 0)
    return <Text c="gray.7">{t(file.status === 'closed' ? 'records.emptyClosed' : 'records.empty')}</Text>;
  return (
    <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {file.records.map((record) => (
        <Stack
          component="li"
          key={record.id}
          gap={6}
          pl="md"
          style={{ borderLeft: '3px solid var(--mantine-color-sea-3)' }}
        >
          <Group gap="xs" wrap="wrap">
            <Text fw={600} component="time" dateTime={record.writtenAt}>
              {formatDateTime(record.writtenAt)}
            </Text>
            <Badge variant="light" color="sea.9">
              {t(`process.${record.processStatus}`)}
            </Badge>
          </Group>
          {record.course && (
            <Text fz="sm" c="gray.7">
              {t('records.session', { time: formatDateTime(record.course.startTime) })}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.content}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
