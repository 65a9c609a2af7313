import type { TCounselorLecture } from '@app/contracts/lectures';
import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { canCancel } from '../api/counselor-lectures';
import { CancelLecture } from './cancel-lecture';
import { LectureFacts, MembersFact } from './lecture-facts';
import { LectureStatusBadge } from './lecture-status-badge';

/** Who signed up: nickname, the e-mail their notices go to, and when. */
function Members({ lecture }: { lecture: TCounselorLecture }) {
  const { t } = useTranslation('lectures');
  if (lecture.members.length === 0) return <Text>{t('detail.membersEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.nickname')}</Table.Th>
            <Table.Th scope="col">{t('detail.email')}</Table.Th>
            <Table.Th scope="col">{t('detail.signedUpAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lecture.members.map((member) => (
            <Table.Tr key={`${member.email}-${member.signedUpAt}`}>
              <Table.Td>{member.nickName}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{formatDateTime(member.signedUpAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * One of the counselor's lectures: where it stands (and why it was called off), its facts, its
 * members, and 取消講座 while it has not started.
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
      <PageSection title={t('detail.members')}>
        <Members lecture={lecture} />
      </PageSection>
      {canCancel(lecture) && <CancelLecture lectureId={lecture.id} memberCount={lecture.memberCount} />}
    </Stack>
  );
}
