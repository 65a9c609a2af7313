import type { TCounselorLecture } from '@app/contracts/lectures';
import { Stack, Text } from '@mantine/core';
import { OwnItemCard } from '../../../components/ui/own-item-card';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/use-translation';
import { OWN_LECTURE_PAGE_SIZE, useOwnLectures } from '../api/counselor-lectures';
import { LectureFacts, MembersFact } from './lecture-facts';
import { LectureStatusBadge } from './lecture-status-badge';

/** One of the counselor's lectures: its title (to its members), status and facts. */
function OwnLectureCard({ lecture }: { lecture: TCounselorLecture }) {
  return (
    <OwnItemCard
      title={lecture.title}
      to={paths.counselor.lecture.getHref(lecture.id)}
      status={<LectureStatusBadge status={lecture.status} />}
    >
      <LectureFacts lecture={lecture}>
        <MembersFact lecture={lecture} />
      </LectureFacts>
    </OwnItemCard>
  );
}

/** One page (from 1) of the counselor's lectures, every status, with the page numbers. */
export function OwnLectureList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('lectures');
  const lectures = useOwnLectures(page - 1);
  if (!lectures.isSuccess) {
    const texts = { loading: t('own.loading'), error: t('own.error'), retry: t('own.retry') };
    return <QueryPlaceholder query={lectures} texts={texts} />;
  }
  if (lectures.data.totalRecords === 0) return <Text>{t('own.empty')}</Text>;
  const pages = Math.ceil(lectures.data.totalRecords / OWN_LECTURE_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {lectures.data.records.map((lecture) => (
          <OwnLectureCard key={lecture.id} lecture={lecture} />
        ))}
      </Stack>
      {pages > 1 && <PageNavigation label={t('own.pages')} total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}
