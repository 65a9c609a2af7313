import { TOPIC_CATEGORIES } from '@app/contracts/issue-courses';
import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { topicCategoryLabel } from '../../../features/topics/components/topic-category';
import { CardGrid } from '../../../components/ui/card-grid';

/** /viewcounselorissuecourse/1: the first step of choosing a topic — what is on your mind. */
export default function ChooseTopicPage() {
  const { t } = useTranslation('directory');
  return (
    <ContentPage title={t('chooseTopic.title')} lead={t('chooseTopic.lead')}>
      <CardGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TOPIC_CATEGORIES.map((category) => (
          <li key={category}>
            <Button
              component={Link}
              to={`${paths.focusIssues.getHref()}?category=${category}`}
              variant="light"
              fullWidth
            >
              {topicCategoryLabel(t, category)}
            </Button>
          </li>
        ))}
      </CardGrid>
      <Text mt="lg">
        <Link to={paths.focusIssues.getHref()}>{t('chooseTopic.all')}</Link>
      </Text>
    </ContentPage>
  );
}
