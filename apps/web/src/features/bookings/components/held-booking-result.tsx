import { CourseStatus, courseLengthTotalMinutes } from '@app/contracts/enums';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryPlaceholder } from '../../../components/ui/query-placeholder';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { useCourseInformation } from '../api/bookings';

/**
 * What became of a held booking once the recharge made for it was paid: booked, with the
 * session's details and what to do before it; or, when the hold had already run out, the slot
 * released and the points kept as stored value.
 */
export function HeldBookingResult({ courseId, points }: { courseId: string; points: number }) {
  const { t } = useTranslation('booking');
  const course = useCourseInformation(courseId);
  if (!course.isSuccess) {
    const texts = { loading: t('payment.loading'), error: t('payment.error'), retry: t('payment.retry') };
    return <QueryPlaceholder query={course} texts={texts} />;
  }
  const { status, counselor, issueCourse, startTime, length } = course.data;
  if (status === CourseStatus.Canceled) {
    return (
      <Stack gap="md" data-testid="held-booking-released">
        <Alert color="yellow" role="status">
          <Text fw={700}>{t('payment.released')}</Text>
          <Text size="sm">{t('payment.releasedText', { points: formatNumber(points) })}</Text>
        </Alert>
        <Group>
          <Button component={Link} to={paths.teamMember.getHref(counselor.id)}>
            {t('payment.bookAgain')}
          </Button>
          <Button component={Link} to={paths.user.amount.getHref()} variant="light">
            {t('payment.toStatement')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const rows = [
    [t('order.counselor'), counselor.fullName],
    ...(issueCourse ? [[t('order.topic'), issueCourse.title]] : []),
    [t('order.startTime'), formatDateTime(startTime)],
    [t('order.length'), t('order.minutes', { minutes: courseLengthTotalMinutes[length] })],
  ];
  return (
    <Stack gap="md" data-testid="held-booking-booked">
      <Alert color="teal" role="status">
        <Text fw={700}>{t('payment.booked')}</Text>
        <Text size="sm">{t('payment.bookedText', { points: formatNumber(points) })}</Text>
      </Alert>
      <Table variant="vertical" withTableBorder maw={560} aria-label={t('payment.summary')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to={paths.user.nextCourse.getHref()}>
          {t('payment.toNextCourse')}
        </Button>
        <Button component={Link} to={paths.deviceCheck.getHref()} variant="light">
          {t('payment.deviceCheck')}
        </Button>
      </Group>
    </Stack>
  );
}
