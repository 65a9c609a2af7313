import { CourseLength, type TCourseLength } from '@app/contracts/enums';
import type { TPublicIssueCourse } from '@app/contracts/issue-courses';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/facts';
import { paths } from '../../../config/paths';

/** Minutes of talking in each length; the rest of the booked slot is buffer (domain spec §9). */
export const sessionMinutes: Record<TCourseLength, number> = {
  [CourseLength.SixtyMinutes]: 50,
  [CourseLength.NinetyMinutes]: 80,
  [CourseLength.ThirtyMinutes]: 25,
  [CourseLength.TwentyMinutes]: 20,
  [CourseLength.Custom]: 60,
};

/** One published topic: its title (to its page), counselor, length and price in points. */
export function TopicCard({
  topic,
  headingOrder = 2,
}: {
  topic: TPublicIssueCourse;
  /** 3 when the cards sit in a section of their own (the home page). */
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('directory');
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">
        <Title order={headingOrder} fz="h3">
          <Anchor component={Link} to={paths.focusIssue.getHref(topic.id)} inherit>
            {topic.title}
          </Anchor>
        </Title>
        <Facts>
          <Fact term={t('focusIssues.counselor')} value={topic.counselor.fullName} />
          <Fact
            term={t('focusIssues.length')}
            value={t('focusIssues.minutes', { minutes: sessionMinutes[topic.length] })}
          />
          <Fact
            term={t('focusIssues.price')}
            value={t('focusIssues.points', { points: topic.price.toLocaleString(i18n.language) })}
          />
        </Facts>
      </Stack>
    </Paper>
  );
}
