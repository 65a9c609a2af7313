import type { TCounselorDetail, TPublicFeedback } from '@app/contracts/counselors';
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Fact, Facts } from '../../../components/ui/facts';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { StaticStars } from '../../../components/ui/static-stars';
import { formatDate } from '../../../lib/dates';
import { CounselorPhoto } from './counselor-photo';
import { serviceLengthText } from './service-length';

/** One client's words about a session: stars, comment and day; never who wrote them. */
function FeedbackItem({ feedback }: { feedback: TPublicFeedback }) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="li" withBorder p="md">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <StaticStars grade={feedback.grade} />
        <VisuallyHidden>{t('counselor.feedbackGrade', { count: feedback.grade })}</VisuallyHidden>
        <Text fz="sm" c="dimmed">
          {formatDate(feedback.createTime)}
        </Text>
      </Group>
      <Text>{feedback.comment}</Text>
    </Paper>
  );
}

/** A counselor's page: picture, name and rating, years, specialties, association, introduction, and clients' comments. */
export function CounselorProfile({ counselor }: { counselor: TCounselorDetail }) {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="center" gap="lg">
        <CounselorPhoto counselor={counselor} size={120} />
        <Stack gap={4}>
          <Title order={1}>{counselor.fullName}</Title>
          <RatingSummary averageGrade={counselor.averageGrade} feedbackCount={counselor.feedbackCount} />
        </Stack>
      </Group>
      <Facts>
        <Fact term={t('team.serviceLength')} value={serviceLengthText(t, counselor.serviceLength)} />
        <Fact term={t('team.specialty')} value={counselor.customSpecialty} />
        <Fact term={t('team.organization')} value={counselor.counselorOrganization} />
      </Facts>
      {counselor.aboutMe && (
        <Stack component="section" gap="xs" aria-labelledby="counselor-about">
          <Title order={2} fz="h3" id="counselor-about">
            {t('counselor.about')}
          </Title>
          <Text>{counselor.aboutMe}</Text>
        </Stack>
      )}
      <Stack component="section" gap="xs" aria-labelledby="counselor-feedback">
        <Title order={2} fz="h3" id="counselor-feedback">
          {t('counselor.feedbackTitle')}
        </Title>
        {counselor.recentFeedback.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {counselor.recentFeedback.map((feedback) => (
              <FeedbackItem key={`${feedback.createTime}-${feedback.comment}`} feedback={feedback} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('counselor.feedbackNone')}</Text>
        )}
      </Stack>
    </Stack>
  );
}
