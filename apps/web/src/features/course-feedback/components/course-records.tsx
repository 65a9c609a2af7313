import { CourseStatus, CourseType, type TCourseStatus } from '@app/contracts/enums';
import type { TCourseRecord } from '@app/contracts/courses';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { StaticStars } from '../../../components/ui/static-stars';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { COURSE_RECORDS_PAGE_SIZE, useCourseRecords } from '../api/get-course-records';
import { CourseRatingForm } from './course-rating-form';

/** Dark enough for white text on every one (WCAG AA). */
const statusColor: Record<TCourseStatus, string> = {
  [CourseStatus.Init]: 'blue.9',
  [CourseStatus.UnderProgress]: 'blue.9',
  [CourseStatus.Completed]: 'teal.9',
  [CourseStatus.Canceled]: 'gray.7',
  [CourseStatus.Waiting]: 'grape.9',
  [CourseStatus.Unpaid]: 'red.9',
};

/** The client's past sessions, newest first, each with its status, its rating, or a way to rate it. */
export function CourseRecords() {
  const { t } = useTranslation('records');
  const [page, setPage] = useState(1);
  const records = useCourseRecords(page - 1);

  if (records.isPending) return <PageLoader label={t('records.loading')} />;
  if (records.isError)
    return (
      <Alert color="red" role="alert">
        {t('records.error')}
      </Alert>
    );
  if (records.data.totalRecords === 0) return <Text>{t('records.empty')}</Text>;
  const pages = Math.ceil(records.data.totalRecords / COURSE_RECORDS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.data.records.map((record) => (
          <li key={record.id}>
            <CourseRecordCard record={record} />
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <PageNavigation label={t('records.pages')} total={pages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

function CourseRecordCard({ record }: { record: TCourseRecord }) {
  const { t } = useTranslation('records');
  const [rating, setRating] = useState(false);
  const when = formatDateTime(record.startTime);
  return (
    <Card withBorder padding="md" data-testid="course-record">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="md">
            {t(record.type === CourseType.TestCourse ? 'records.trialSession' : 'records.session', {
              counselor: record.counselor.fullName,
              time: when,
            })}
          </Title>
          <Badge color={statusColor[record.status]} variant="filled">
            {t(`status.${record.status}`)}
          </Badge>
        </Group>
        {record.cancellation && (
          <Cancellation cancellation={record.cancellation} counselor={record.counselor.fullName} />
        )}
        {record.feedback && (
          <Group gap="xs">
            <Text fz="sm">{t('records.yourRating')}</Text>
            <StaticStars grade={record.feedback.grade} />
            <VisuallyHidden>{t('stars', { count: record.feedback.grade })}</VisuallyHidden>
            <Text fz="sm" c="dimmed">
              {formatDate(record.feedback.createTime)}
            </Text>
          </Group>
        )}
        {record.feedback?.comment && <Text fz="sm">{record.feedback.comment}</Text>}
        {record.canRate && !rating && (
          <Button variant="light" w="fit-content" onClick={() => setRating(true)}>
            {t('records.rate')}
            <VisuallyHidden>{` ${t('records.session', { counselor: record.counselor.fullName, time: when })}`}</VisuallyHidden>
          </Button>
        )}
        {record.canRate && rating && <CourseRatingForm courseId={record.id} />}
      </Stack>
    </Card>
  );
}

/** Each way a session can end canceled, by who ended it: its sentence's text key. */
const cancellationKeys = {
  client: 'cancellation.client',
  counselor: 'cancellation.counselor',
  platform: 'cancellation.platform',
  interrupted: 'cancellation.interrupted',
  no_show: 'cancellation.noShow',
} as const;

/**
 * How a canceled session ended: who ended it, when, and why in their words, and where the points
 * it was paid with went (the statement shows each refund or fee).
 */
function Cancellation({
  cancellation,
  counselor,
}: {
  cancellation: NonNullable<TCourseRecord['cancellation']>;
  counselor: string;
}) {
  const { t } = useTranslation('records');
  const { kind, by, reason, at } = cancellation;
  return (
    <Stack gap={2}>
      <Text fz="sm">
        {t(cancellationKeys[kind === 'canceled' ? by : kind], { counselor })}
        {at && (
          <Text span c="dimmed" fz="sm">
            {t('cancellation.when', { time: formatDateTime(at) })}
          </Text>
        )}
      </Text>
      {reason && (
        <Text fz="sm" c="dimmed">
          {t('cancellation.reason', { reason })}
        </Text>
      )}
      <Anchor component={Link} to={paths.user.amount.getHref()} fz="sm" w="fit-content">
        {t('cancellation.statement')}
      </Anchor>
    </Stack>
  );
}
