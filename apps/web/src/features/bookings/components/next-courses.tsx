import { JOIN_OPENS_MINUTES, type TUpcomingCourse } from '@app/contracts/courses';
import { CourseStatus, CourseType } from '@app/contracts/enums';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useCancelCourse, useCourseInformation, useNextCourses } from '../api/bookings';
import { useNow } from '../hooks/use-now';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** The cancel dialog: the reason, and the fee when the session starts within 24 hours. */
function CancelDialog({ course, onClose }: { course: TUpcomingCourse; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const info = useCourseInformation(course.id);
  const cancel = useCancelCourse();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fee = info.data?.cancelFeeNow ?? 0;
  return (
    <Modal opened onClose={onClose} title={t('next.cancelTitle')}>
      {/* The reason's message is ours, named under the field, not the browser's bubble. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setProblem(t('next.reasonRequired'));
            return;
          }
          cancel.mutate(
            { courseId: course.id, reason: reason.trim() },
            {
              onSuccess: (result) => {
                showToast({
                  color: 'green',
                  message: t('next.canceled', { points: formatNumber(result.refundedPoints) }),
                });
                onClose();
              },
              onError: (error) => setProblem(errorText(error)),
            },
          );
        }}
      >
        <Stack>
          {info.isPending ? (
            <LoadingSpinner size="sm" label={t('order.loading')} />
          ) : (
            <Text data-testid="cancel-fee">
              {fee > 0 ? t('next.feeWarning', { points: formatNumber(fee) }) : t('next.noFee')}
            </Text>
          )}
          <Textarea
            label={t('next.reason')}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('next.keep')}
            </Button>
            <Button type="submit" color="red.8" loading={cancel.isPending}>
              {t('next.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /user/nextcourse and /counselor/nextcourse: coming sessions, the join button, and Cancel. */
export function NextCourses({ role }: { role: 'client' | 'counselor' }) {
  const { t } = useTranslation('booking');
  return (
    <PageSection title={t('next.booked')}>
      <BookedCourses role={role} />
    </PageSection>
  );
}

/** The booked sessions, soonest first, each with its join button and, while it may be, Cancel. */
function BookedCourses({ role }: { role: 'client' | 'counselor' }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const courses = useNextCourses(role);
  const now = useNow();
  const [canceling, setCanceling] = useState<TUpcomingCourse | null>(null);
  if (courses.isPending) return <LoadingSpinner label={t('order.loading')} />;
  if (courses.isError) return <Alert color="red">{errorText(courses.error)}</Alert>;
  // A client's waitlist offers are shown, with Accept and Decline, among their waitlist entries.
  const records = courses.data.records.filter(
    (course) => role === 'counselor' || course.status !== CourseStatus.Waiting,
  );
  if (records.length === 0) return <Text>{t('next.none')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
      {records.map((course) => {
        const start = Date.parse(course.startTime);
        const canJoin = now >= start - JOIN_OPENS_MINUTES * 60_000 && now < Date.parse(course.endTime);
        const counterpart = role === 'client' ? course.counselor.fullName : course.client.nickName;
        return (
          <Card component="li" key={course.id} withBorder>
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{counterpart}</Text>
                <Text>{formatDateTime(course.startTime)}</Text>
                {course.type === CourseType.TestCourse && (
                  <Badge variant="light" color="sea" style={{ alignSelf: 'flex-start' }}>
                    {t('trial.badge')}
                  </Badge>
                )}
                {course.type === CourseType.Treatment && (
                  <Badge variant="light" color="indigo" style={{ alignSelf: 'flex-start' }}>
                    {t('next.custom')}
                  </Badge>
                )}
                {course.status === CourseStatus.Unpaid && <Text c="red.9">{t('next.unpaid')}</Text>}
                {course.status === CourseStatus.Waiting && <Text c="violet.9">{t('next.offered')}</Text>}
              </Stack>
              <Group gap="xs">
                {canJoin ? (
                  <Button component={Link} to={paths.room.getHref(course.id)}>
                    {t('next.join')}
                  </Button>
                ) : (
                  <Button disabled>{t('next.join')}</Button>
                )}
                {start > now && course.status !== CourseStatus.Waiting && (
                  <Button
                    variant="outline"
                    // red.8: the outline's text keeps 4.5:1 on white (red.6 does not).
                    color="red.8"
                    onClick={() => setCanceling(course)}
                    aria-label={t('next.cancelWith', { name: counterpart })}
                  >
                    {t('next.cancel')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
      {canceling && <CancelDialog course={canceling} onClose={() => setCanceling(null)} />}
    </Stack>
  );
}
