import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/ui/card-grid';
import { LinkPager } from '../../../components/ui/link-pager';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { useLectures } from '../api/get-lectures';
import { LECTURE_PAGE_SIZE } from '../api/lecture-reads';
import { LectureCard } from './lecture-card';

/** While nothing is scheduled: say so plainly, and point to what there is. */
function NothingScheduled() {
  const { t } = useTranslation('lectures');
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('list.empty')}</Text>
      <Text>{t('list.emptyNext')}</Text>
      <Group>
        <Button component={Link} to={paths.team.getHref()}>
          {t('list.teamLink')}
        </Button>
        <Button component={Link} to={paths.focusIssues.getHref()} variant="light">
          {t('list.focusIssuesLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The lectures still to come on page `page` (from 1), soonest first, with links to the other pages. */
export function LectureList({ page }: { page: number }) {
  const { t } = useTranslation('lectures');
  const lectures = useLectures(page - 1);

  if (!lectures.isSuccess) {
    const texts = { loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') };
    return <QueryPlaceholder query={lectures} texts={texts} />;
  }

  const { totalRecords, records } = lectures.data;
  if (totalRecords === 0) return <NothingScheduled />;
  const hrefOf = (to: number) => paths.viewCounselorOnlineGroup.index.getHref(to);
  const pagerTexts = {
    label: t('list.pagination'),
    previous: t('list.previous'),
    next: t('list.next'),
    page: (to: number) => t('list.page', { page: to }),
  };
  return (
    <Stack gap="lg">
      <Text c="gray.8">{t('list.count', { count: totalRecords })}</Text>
      {records.length === 0 ? (
        // Past the last page (an old link): say so, and lead back to the first.
        <Text>
          {t('list.emptyPage')}{' '}
          <Anchor component={Link} to={hrefOf(1)}>
            {t('list.firstPage')}
          </Anchor>
        </Text>
      ) : (
        <>
          <CardGrid cols={{ base: 1, md: 2 }}>
            {records.map((lecture) => (
              <li key={lecture.id}>
                <LectureCard lecture={lecture} />
              </li>
            ))}
          </CardGrid>
          <LinkPager
            current={page}
            total={Math.ceil(totalRecords / LECTURE_PAGE_SIZE)}
            hrefOf={hrefOf}
            texts={pagerTexts}
          />
        </>
      )}
    </Stack>
  );
}
