import type { TPublicIssueCourseDetail } from '@app/contracts/issue-courses';
import { Badge, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Fact, Facts } from '../../../components/ui/card';
import { LengthAndPriceFacts } from './length-and-price';
import { topicCategoryLabel } from './topic-category';
import { ImageCover } from './image-cover';
import { VideoCoverOnRequest } from './video-cover';

/** A text the counselor wrote in paragraphs (blank lines between them). */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <Text key={index}>{paragraph}</Text>);
}

/**
 * A published topic's page: what it is, for whom, how it goes, its length and price, then its
 * counselor (shown by the page, from the counselors feature).
 */
export function TopicDetail({ topic, counselor }: { topic: TPublicIssueCourseDetail; counselor: ReactNode }) {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Badge variant="light" color="sea" size="lg">
          {topicCategoryLabel(t, topic.category)}
        </Badge>
        <Title order={1}>{topic.title}</Title>
        {topic.description && (
          <Text fz="lg" c="dimmed">
            {topic.description}
          </Text>
        )}
      </Stack>
      {topic.coverVideoId ? (
        <VideoCoverOnRequest
          videoId={topic.coverVideoId}
          title={t('topic.coverVideo', { title: topic.title })}
          playLabel={t('topic.playVideo')}
          notice={t('topic.videoNotice')}
        />
      ) : (
        topic.coverImage && (
          <ImageCover path={topic.coverImage} alt={t('topic.coverImage', { title: topic.title })} />
        )
      )}
      <Facts>
        <Fact term={t('topic.audience')} value={topic.targetAudience} />
        <LengthAndPriceFacts length={topic.length} price={topic.price} />
      </Facts>
      {topic.detail && (
        <Stack component="section" gap="xs" aria-labelledby="topic-detail">
          <Title order={2} fz="h3" id="topic-detail">
            {t('topic.howItGoes')}
          </Title>
          <Paragraphs text={topic.detail} />
        </Stack>
      )}
      {counselor}
    </Stack>
  );
}
