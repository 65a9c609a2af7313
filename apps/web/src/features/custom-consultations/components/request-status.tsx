import type { TCustomConsultation } from '@app/contracts/custom-consultations';
import { courseLengthTotalMinutes } from '@app/contracts/enums';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageNavigation } from '../../../components/ui/page-navigation';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { CUSTOM_CONSULTATION_PAGE_SIZE } from '../api/custom-consultations';

const STATUS_COLOR: Record<TCustomConsultation['status'], string> = {
  // Dark shades: readable (4.5:1) on the light badge's tint, which no orange of Mantine's is.
  pending: 'violet.9',
  accepted: 'blue.9',
  paid: 'teal.9',
  declined: 'red.9',
  expired: 'gray.8',
  withdrawn: 'gray.8',
  canceled: 'gray.8',
};

/** One request as both parties read it: who, its status, what was asked and what was answered. */
export function RequestCard({
  request,
  counterpart,
  children,
}: {
  request: TCustomConsultation;
  counterpart: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Stack
      component="li"
      gap={6}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-request={request.id}
    >
      <Group justify="space-between">
        <Text fw={600}>{counterpart}</Text>
        <Badge color={STATUS_COLOR[request.status]} variant="light">
          {t(`custom.status.${request.status}`)}
        </Badge>
      </Group>
      <Text fz="sm">
        {t('custom.minutes', { minutes: courseLengthTotalMinutes[request.length] })} ·{' '}
        {t('custom.preferredTimesShown', { times: request.preferredTimes })}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {request.message}
      </Text>
      {request.startTime && request.price !== null && (
        <Text fz="sm">
          {t('custom.offer', {
            time: formatDateTime(request.startTime),
            points: formatNumber(request.price),
          })}
        </Text>
      )}
      {request.declineReason && (
        <Text fz="sm">{t('custom.reasonShown', { reason: request.declineReason })}</Text>
      )}
      {request.deadline && (
        <Text fz="sm" c="dimmed">
          {t(request.status === 'pending' ? 'custom.answerBy' : 'custom.payBy', {
            time: formatDateTime(request.deadline),
          })}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** A page of requests as a list, with the page numbers under it when there are more. */
export function RequestList(props: {
  totalRecords: number;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const pages = Math.ceil(props.totalRecords / CUSTOM_CONSULTATION_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" p={0} style={{ listStyle: 'none' }}>
        {props.children}
      </Stack>
      {pages > 1 && (
        <PageNavigation label={t('custom.pages')} total={pages} value={props.page} onChange={props.onPage} />
      )}
    </Stack>
  );
}
