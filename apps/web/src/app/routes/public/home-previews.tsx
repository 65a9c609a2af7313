import { Anchor, Container, Group, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCounselors } from '../../../features/counselors/api/get-counselors';
import { CounselorCard } from '../../../features/counselors/components/counselor-card';
import { usePublishedTopics } from '../../../features/topics/api/get-published-topics';
import { TopicCard } from '../../../features/topics/components/topic-card';

/** Cards the home page shows of each list; the rest is one link away. */
const PREVIEW_SIZE = 3;

function PreviewSection({
  id,
  title,
  allHref,
  allLabel,
  children,
}: {
  id: string;
  title: string;
  allHref: string;
  allLabel: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={2} id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={allHref}>
          {allLabel}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {children}
      </SimpleGrid>
    </Container>
  );
}

/** The first counselors of the directory (the same read as /team's first page), each to their page. */
export function CounselorsPreview() {
  const { t } = useTranslation('home');
  const records = useCounselors(0).data?.records.slice(0, PREVIEW_SIZE) ?? [];
  if (records.length === 0) return null;
  return (
    <PreviewSection
      id="home-counselors"
      title={t('previews.counselors')}
      allHref={paths.team.getHref()}
      allLabel={t('previews.allCounselors')}
    >
      {records.map((counselor) => (
        <CounselorCard key={counselor.id} counselor={counselor} headingOrder={3} />
      ))}
    </PreviewSection>
  );
}

/** The first published topics (the same read as /focusissues' first page), each to its page. */
export function TopicsPreview() {
  const { t } = useTranslation('home');
  const records = usePublishedTopics(0).data?.records.slice(0, PREVIEW_SIZE) ?? [];
  if (records.length === 0) return null;
  return (
    <PreviewSection
      id="home-topics"
      title={t('previews.topics')}
      allHref={paths.focusIssues.getHref()}
      allLabel={t('previews.allTopics')}
    >
      {records.map((topic) => (
        <TopicCard key={topic.id} topic={topic} headingOrder={3} />
      ))}
    </PreviewSection>
  );
}
