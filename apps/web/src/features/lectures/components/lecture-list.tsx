import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LinkedCardPages, listPagesTexts } from '../../../components/ui/link-pager';
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
  return (
    <LinkedCardPages
      cards={records.map((lecture) => (
        <li key={lecture.id}>
          <LectureCard lecture={lecture} />
        </li>
      ))}
      current={page}
      total={Math.ceil(totalRecords / LECTURE_PAGE_SIZE)}
      hrefOf={(to) => paths.viewCounselorOnlineGroup.index.getHref(to)}
      texts={listPagesTexts(t, totalRecords)}
    />
  );
}
