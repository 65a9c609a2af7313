import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CourseRatingForm } from './course-rating-form';

/** The client's room once the counselor has ended the session: a calm close and the rating form. */
export function SessionEnded({ courseId }: { courseId: string }) {
  const { t } = useTranslation('room');
  return (
    <Stack gap="md" maw={560} data-testid="session-ended">
      <Text role="status">{t('completed')}</Text>
      <Title order={2} size="h4">
        {t('feedback.title')}
      </Title>
      <CourseRatingForm courseId={courseId} />
    </Stack>
  );
}
