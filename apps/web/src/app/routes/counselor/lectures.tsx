import { Button, Group, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { OwnLectureList } from '../../../features/lectures/components/own-lecture-list';
import { listingParams, pageParam } from '../../../lib/page-param';
import { useTranslation } from '../../../lib/use-translation';

/**
 * /counselor/lectures (我的講座): the counselor's lectures, every status, a page at a time (?page=),
 * and a new one. The API filters them by no status, so there are no status tabs.
 */
export default function CounselorLecturesPage() {
  const { t } = useTranslation('lectures');
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ContentPage title={t('own.title')} lead={t('own.lead')} size="lg">
      <Stack gap="lg">
        <Group>
          <Button component={Link} to={paths.counselor.newLecture.getHref()}>
            {t('own.create')}
          </Button>
        </Group>
        <OwnLectureList
          page={pageParam(searchParams.get('page'))}
          onPage={(page) => setSearchParams(listingParams({}, page))}
        />
      </Stack>
    </ContentPage>
  );
}
