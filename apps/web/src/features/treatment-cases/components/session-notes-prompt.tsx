import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';

/** The counselor's room once they ended the session: a calm close and the way to its notes. */
export function SessionNotesPrompt({ courseId }: { courseId: string }) {
  const { t } = useTranslation(['room', 'cases']);
  return (
    <Stack gap="md" maw={560} align="flex-start" data-testid="session-ended">
      <Text role="status">{t('completed')}</Text>
      <Text>{t('cases:sessionNotes.lead')}</Text>
      <Button component={Link} to={paths.counselor.cases.getHref(courseId)}>
        {t('cases:sessionNotes.write')}
      </Button>
    </Stack>
  );
}
