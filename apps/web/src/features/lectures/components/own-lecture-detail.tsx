import type { TCounselorLecture } from '@app/contracts/lectures';
import { Alert, Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { StaticStars } from '../../../components/ui/static-stars';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { canCancel } from '../api/counselor-lectures';
import { CancelLecture } from './cancel-lecture';
import { LectureFacts, MembersFact } from './lecture-facts';
import { LectureStatusBadge } from './lecture-status-badge';

type TMember = TCounselorLecture['members'][number];

/** A member's stars and words, or that they gave none. */
function MemberRating({ feedback }: { feedback: TMember['feedback'] }) {
  const { t } = useTranslation('lectures');
  if (!feedback)
    return (
      <Text fz="sm" c="dimmed">
        {t('detail.notRated')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <span>
        <StaticStars grade={feedback.grade} />
        <VisuallyHidden>{t('detail.stars', { grade: feedback.grade })}</VisuallyHidden>
      </span>
      {feedback.comment && <Text fz="sm">{feedback.comment}</Text>}
    </Stack>
  );
}

/** Who signed up: nickname, the e-mail their notices go to, when, and, once it is over, their rating. */
function Members({ lecture }: { lecture: TCounselorLecture }) {
  const { t } = useTranslation('lectures');
  if (lecture.members.length === 0) return <Text>{t('detail.membersEmpty')}</Text>;
  const over = lecture.status === 'completed';
  return (
    <Table.ScrollContainer minWidth={over ? 640 : 480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.nickname')}</Table.Th>
            <Table.Th scope="col">{t('detail.email')}</Table.Th>
            <Table.Th scope="col">{t('detail.signedUpAt')}</Table.Th>
            {over && <Table.Th scope="col">{t('detail.rating')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lecture.members.map((member) => (
            <Table.Tr key={`${member.email}-${member.signedUpAt}`}>
              <Table.Td>{member.nickName}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{formatDateTime(member.signedUpAt)}</Table.Td>
              {over && (
                <Table.Td>
                  <MemberRating feedback={member.feedback} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One of the counselor's lectures: where it stands (and why it was called off), its facts, its
 * members (with their ratings once it is over), and 取消講座 while it has not started.
 */
export function OwnLectureDetail({ lecture }: { lecture: TCounselorLecture }) {
  const { t } = useTranslation('lectures');
  return (
    <Stack gap="xl">
      <Group gap="lg">
        <LectureStatusBadge status={lecture.status} />
        <Anchor component={Link} to={paths.viewCounselorOnlineGroup.one.getHref(lecture.id)}>
          {t('detail.publicPage')}
        </Anchor>
      </Group>
      {lecture.status === 'canceled' && (
        <Alert color="gray" role="status">
          {lecture.cancelCause === 'too_few_members'
            ? t('detail.canceledTooFew', { min: lecture.minMembers })
            : t('detail.canceledByYou', { reason: lecture.cancelReason ?? '' })}
        </Alert>
      )}
      <LectureFacts lecture={lecture}>
        <MembersFact lecture={lecture} />
      </LectureFacts>
      {lecture.status === 'completed' && (
        <PageSection title={t('detail.ratings')}>
          <RatingSummary averageGrade={lecture.averageGrade} feedbackCount={lecture.feedbackCount} />
        </PageSection>
      )}
      <PageSection title={t('detail.members')}>
        <Members lecture={lecture} />
      </PageSection>
      {canCancel(lecture) && <CancelLecture lectureId={lecture.id} memberCount={lecture.memberCount} />}
    </Stack>
  );
}
