import { ARTICLE_STATUSES } from '@app/contracts/articles';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { StatusTabs } from '../../../components/ui/status-tabs';
import { paths } from '../../../config/paths';
import { OwnArticleList } from '../../../features/column-writing/components/own-article-list';
import { useTranslation } from '../../../lib/use-translation';

/** /counselor/articles (我的專欄): the counselor's column articles by status (?status=, ?page=), and a new one. */
export default function CounselorArticlesPage() {
  const { t } = useTranslation('columnWriting');
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.counselor.newArticle.getHref()}>
            {t('list.create')}
          </Button>
        </Group>
        <StatusTabs
          statuses={ARTICLE_STATUSES}
          label={t('list.filter')}
          allLabel={t('list.all')}
          statusLabel={(value) => t(`status.${value}`)}
        >
          {(listing) => <OwnArticleList {...listing} />}
        </StatusTabs>
      </Stack>
    </ContentPage>
  );
}
