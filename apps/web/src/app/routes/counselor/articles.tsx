import { ARTICLE_STATUSES, type TArticleStatus } from '@app/contracts/articles';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { OwnArticleList } from '../../../features/column-writing/components/own-article-list';
import { listingParams, pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

const ALL = 'all';

function statusOf(value: string | null): TArticleStatus | null {
  return ARTICLE_STATUSES.find((status) => status === value) ?? null;
}

/** /counselor/articles (我的專欄): the counselor's column articles by status (?status=, ?page=), and a new one. */
export default function CounselorArticlesPage() {
  const { t } = useTranslation('columnWriting');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const page = pageParam(searchParams.get('page'));
  return (
    <ContentPage title={t('list.title')} lead={t('list.lead')} size="lg">
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.counselor.newArticle.getHref()}>
            {t('list.create')}
          </Button>
        </Group>
        <Tabs
          value={status ?? ALL}
          onChange={(value) => setSearchParams(listingParams({ status: statusOf(value) ?? undefined }))}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('list.filter')} mb="lg">
            <Tabs.Tab value={ALL}>{t('list.all')}</Tabs.Tab>
            {ARTICLE_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`status.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {[ALL, ...ARTICLE_STATUSES].map((value) => (
            <Tabs.Panel key={value} value={value}>
              <OwnArticleList
                status={status}
                page={page}
                onPage={(next) => setSearchParams(listingParams({ status: status ?? undefined }, next))}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </ContentPage>
  );
}
