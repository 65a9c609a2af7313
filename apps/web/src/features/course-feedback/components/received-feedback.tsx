import { Alert, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { RatingSummary } from '../../../components/ui/rating-summary';
import { StaticStars } from '../../../components/ui/static-stars';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/use-translation';
import { RECEIVED_FEEDBACK_PAGE_SIZE, useReceivedFeedback } from '../api/get-received-feedback';

/** The ratings a counselor received, newest first, under their average and count. */
export function ReceivedFeedback() {
  const { t } = useTranslation('records');
  const [page, setPage] = useState(1);
  const feedback = useReceivedFeedback(page - 1);

  if (feedback.isPending) return <PageLoader label={t('received.loading')} />;
  if (feedback.isError)
    return (
      <Alert color="red" role="alert">
        {t('received.error')}
      </Alert>
    );
  const { records, totalRecords, averageGrade, feedbackCount } = feedback.data;
  const pages = Math.ceil(totalRecords / RECEIVED_FEEDBACK_PAGE_SIZE);
  return (
    <Stack gap="md">
      <div data-testid="received-summary">
        <RatingSummary averageGrade={averageGrade} feedbackCount={feedbackCount} />
      </div>
      {totalRecords === 0 ? (
        <Text>{t('received.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {records.map((row) => (
            <li key={row.courseId}>
              <Card withBorder padding="md" data-testid="received-feedback">
                <Stack gap={4}>
                  <Group gap="xs">
                    <StaticStars grade={row.grade} />
                    <VisuallyHidden>{t('stars', { count: row.grade })}</VisuallyHidden>
                    <Text fz="sm" c="dimmed">
                      {formatDate(row.createTime)}
                    </Text>
                  </Group>
                  <Text fz="sm">
                    {t('received.session', {
                      client: row.client.nickName,
                      time: formatDateTime(row.courseStartTime),
                    })}
                  </Text>
                  {row.comment ? (
                    <Text>{row.comment}</Text>
                  ) : (
                    <Text c="dimmed">{t('received.noComment')}</Text>
                  )}
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <PageNavigation label={t('received.pages')} total={pages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
