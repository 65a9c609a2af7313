import { FreeCourseStatus } from '@app/contracts/enums';
import { FREE_TRIAL_MINUTES, TRIAL_DEPOSIT_POINTS } from '@app/contracts/free-trial';
import type { TClientProfile } from '@app/contracts/profile';
import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useBookingConsents, useReserveFreeCourse } from '../api/bookings';
import { useBookingRefusal } from '../hooks/use-booking-refusal';
import { BookingAgreement } from './booking-agreement';

/**
 * /user/orderfreecourse?counselorId=…&startTime=…: the free trial's summary with its deposit (taken
 * from the bonus points first, then the stored value; when it comes back and when it is kept), the
 * points the client holds, the agreement, and Book.
 */
export function OrderFreeCourse({
  counselorId,
  counselorName,
  startTime,
  profile,
}: {
  counselorId: string;
  counselorName: string;
  startTime: string;
  profile: TClientProfile;
}) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const consents = useBookingConsents();
  const reserve = useReserveFreeCourse();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refused = useBookingRefusal(setProblem);

  if (!counselorId || !startTime) return <Alert color="red">{t('trial.missing')}</Alert>;
  if (profile.freeCourseStatus !== FreeCourseStatus.AllComplete) {
    return (
      <Alert color="yellow" role="status">
        <Text>{t('trial.stepsFirst')}</Text>
        <Anchor component={Link} to={paths.user.freeCoursePrompt.getHref()}>
          {t('trial.toSteps')}
        </Anchor>
      </Alert>
    );
  }
  if (profile.freeCourseQuota < 1) return <Alert color="yellow">{t('trial.quotaUsed')}</Alert>;

  const held = profile.bonusAmount + profile.reservedAmount;
  const short = Math.max(0, TRIAL_DEPOSIT_POINTS - held);
  const points = (value: number) => t('order.points', { points: formatNumber(value) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setProblem(t('order.agreeRequired'));
      return;
    }
    setProblem(null);
    reserve.mutate(
      { counselorId, startTime, agree: true },
      {
        onSuccess: () => {
          showToast({ color: 'green', message: t('trial.booked') });
          void navigate(paths.user.nextCourse.getHref());
        },
        onError: refused,
      },
    );
  }

  return (
    <Stack component="form" onSubmit={submit} gap="md" maw={560}>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('order.counselor')}</Table.Th>
            <Table.Td>{counselorName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.startTime')}</Table.Th>
            <Table.Td>{formatDateTime(startTime)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.length')}</Table.Th>
            <Table.Td>{t('order.minutes', { minutes: FREE_TRIAL_MINUTES })}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.price')}</Table.Th>
            <Table.Td>{t('trial.free')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('trial.deposit')}</Table.Th>
            <Table.Td fw={600} data-testid="trial-deposit">
              {points(TRIAL_DEPOSIT_POINTS)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Alert color="blue" role="note" title={t('trial.depositTitle', { points: TRIAL_DEPOSIT_POINTS })}>
        <Stack gap={4}>
          <Text size="sm">{t('trial.depositFrom')}</Text>
          <Text size="sm">{t('trial.depositBack')}</Text>
          <Text size="sm">{t('trial.depositKept')}</Text>
        </Stack>
      </Alert>
      <Text>
        {t('trial.holding', {
          bonus: formatNumber(profile.bonusAmount),
          stored: formatNumber(profile.reservedAmount),
        })}
      </Text>
      {short > 0 && (
        <Alert color="yellow" role="status">
          <Text>{t('trial.short', { points: formatNumber(short) })}</Text>
          <Anchor
            component={Link}
            to={`${paths.user.recharge.getHref()}?amount=${String(Math.ceil(short / 100) * 100)}`}
          >
            {t('order.recharge')}
          </Anchor>
        </Alert>
      )}
      <BookingAgreement texts={consents.data?.texts ?? []} agreed={agreed} onChange={setAgreed} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Button type="submit" loading={reserve.isPending} disabled={short > 0}>
        {t('trial.book', { points: TRIAL_DEPOSIT_POINTS })}
      </Button>
    </Stack>
  );
}
