import type { TLecture } from '@app/contracts/lectures';
import { Group } from '@mantine/core';
import { ArticleCard, ArticleCardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { LectureFacts } from './lecture-facts';
import { LectureHost } from './lecture-host';
import { LectureStatusBadge } from './lecture-status-badge';

/** A lecture of the list: its title (to its page), 確定開課 once confirmed, who leads it, and its facts. */
export function LectureCard({ lecture }: { lecture: TLecture }) {
  return (
    <ArticleCard>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ArticleCardTitle order={2} to={paths.viewCounselorOnlineGroup.one.getHref(lecture.id)}>
          {lecture.title}
        </ArticleCardTitle>
        {lecture.status === 'confirmed' && <LectureStatusBadge status={lecture.status} />}
      </Group>
      <LectureHost host={lecture.host} />
      <LectureFacts lecture={lecture} />
    </ArticleCard>
  );
}
