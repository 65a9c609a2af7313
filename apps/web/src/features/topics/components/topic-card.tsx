import type { TPublicIssueCourse } from '@app/contracts/issue-courses';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Fact, Facts } from '../../../components/ui/facts';
import { paths } from '../../../config/paths';
import { ImageCover } from './image-cover';
import { LengthAndPriceFacts } from './length-and-price';

/** One published topic: its cover image, title (to its page), counselor, length and price in points. */
export function TopicCard({
  topic,
  headingOrder = 2,
}: {
  topic: TPublicIssueCourse;
  /** 3 when the cards sit in a section of their own (the home page). */
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('directory');
  return (
    <Paper component="article" withBorder p="lg" h="100%">
      <Stack gap="sm">
        {topic.coverImage && (
          <ImageCover
            path={topic.coverImage}
            alt={t('topic.coverImage', { title: topic.title })}
            maw="100%"
          />
        )}
        <Title order={headingOrder} fz="h3">
          <Anchor component={Link} to={paths.focusIssue.getHref(topic.id)} inherit>
            {topic.title}
          </Anchor>
        </Title>
        <Facts>
          <Fact term={t('focusIssues.counselor')} value={topic.counselor.fullName} />
          <LengthAndPriceFacts length={topic.length} price={topic.price} />
        </Facts>
      </Stack>
    </Paper>
  );
}
