import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { TopicList } from '../../../features/topics/components/topic-list';
import { pageParam, pageSearch } from '../../../lib/page-param';

/** While nothing is published: say so, and point to what there is. */
function NoTopicsYet() {
  const { t } = useTranslation('directory');
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('focusIssues.empty')}</Text>
      <Group>
        <Button component={Link} to={paths.team.getHref()}>
          {t('focusIssues.teamLink')}
        </Button>
        <Button component={Link} to={paths.faq.getHref('trial')} variant="light">
          {t('focusIssues.trialLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /focusissues: the published counselling topics, a page at a time. */
export default function FocusIssuesPage() {
  const { t } = useTranslation('directory');
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ContentPage title={t('focusIssues.title')} lead={t('focusIssues.lead')} size="lg">
      <TopicList
        page={pageParam(searchParams.get('page'))}
        onPageChange={(page) => setSearchParams(pageSearch(page))}
        empty={<NoTopicsYet />}
      />
    </ContentPage>
  );
}
