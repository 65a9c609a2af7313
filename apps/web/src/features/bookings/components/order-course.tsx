import { CourseStatus, courseLengthTotalMinutes } from '@app/contracts/enums';
import { maxBonusOffset } from '@app/contracts/wallet';
import { Alert, Anchor, Button, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useBalances, useBookedTopic, useBookingConsents, useReserveCourse } from '../api/bookings';
import { useBookingRefusal } from '../hooks/use-booking-refusal';
import { BookingAgreement } from './booking-agreement';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/**
 * /user/ordercourse?issueCourseId=…&startTime=…: the booking's summary, bonus points (up to 20 %),
 * a coupon, the balance applied and what is left to pay, the three agreements, and Book.
 */
export function OrderCourse({ issueCourseId, startTime }: { issueCourseId: string; startTime: string }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const topic = useBookedTopic(issueCourseId);
  const balances = useBalances();
  const consents = useBookingConsents();
  const reserve = useReserveCourse();
  const [bonus, setBonus] = useState<number | ''>(0);
  const [coupon, setCoupon] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refused = useBookingRefusal(setProblem);
  const [held, setHeld] = useState<{ courseId: string; amountDue: number } | null>(null);

  if (!issueCourseId || !startTime) return <Alert color="red">{t('order.missing')}</Alert>;
  if (topic.isPending || balances.isPending) return <LoadingSpinner label={t('order.loading')} />;
  if (!topic.data) return <Alert color="red">{errorText(topic.error)}</Alert>;

  const price = topic.data.price;
  const bonusCap = Math.min(maxBonusOffset(price), balances.data?.bonusAmount ?? 0);
  const bonusUsed = bonus === '' ? 0 : bonus;
  const stored = balances.data?.reservedAmount ?? 0;
  const due = Math.max(0, price - bonusUsed);
  const applied = Math.min(stored, due);
  const toPay = due - applied;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      setProblem(t('order.agreeRequired'));
      return;
    }
    if (bonusUsed > bonusCap) {
      setProblem(t('order.bonusTooMuch', { max: formatNumber(bonusCap) }));
      return;
    }
    setProblem(null);
    reserve.mutate(
      {
        issueCourseId,
        startTime,
        agree: true,
        ...(bonusUsed > 0 ? { bonusPoints: bonusUsed } : {}),
        ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.status === CourseStatus.Unpaid) {
            setHeld({ courseId: result.courseId, amountDue: result.amountDue });
            return;
          }
          showToast({ color: 'green', message: t('order.booked') });
          void navigate(paths.user.nextCourse.getHref());
        },
        onError: refused,
      },
    );
  }

  const minutes = courseLengthTotalMinutes[topic.data.length];
  return (
    <Stack component="form" onSubmit={submit} gap="md" maw={560}>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('order.counselor')}</Table.Th>
            <Table.Td>{topic.data.counselor.fullName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.topic')}</Table.Th>
            <Table.Td>{topic.data.title}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.startTime')}</Table.Th>
            <Table.Td>{formatDateTime(startTime)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.length')}</Table.Th>
            <Table.Td>{t('order.minutes', { minutes })}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('order.price')}</Table.Th>
            <Table.Td>{t('order.points', { points: formatNumber(price) })}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <NumberInput
        label={t('order.bonus')}
        description={t('order.bonusHint', { max: formatNumber(bonusCap) })}
        min={0}
        max={bonusCap}
        allowDecimal={false}
        value={bonus}
        onChange={(value) => setBonus(typeof value === 'number' ? value : '')}
      />
      <TextInput
        label={t('order.coupon')}
        value={coupon}
        onChange={(event) => setCoupon(event.currentTarget.value)}
      />
      <Text>{t('order.balanceApplied', { points: formatNumber(applied) })}</Text>
      <Text fw={600} data-testid="amount-to-pay">
        {t('order.toPay', { points: formatNumber(toPay) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('order.invoiceNote')}
      </Text>
      {toPay > 0 && (
        <Anchor component={Link} to={`${paths.user.recharge.getHref()}?amount=${String(toPay)}`}>
          {t('order.recharge')}
        </Anchor>
      )}
      <BookingAgreement texts={consents.data?.texts ?? []} agreed={agreed} onChange={setAgreed} />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {held ? (
        <Alert color="yellow" role="status">
          <Text>{t('order.held', { points: formatNumber(held.amountDue) })}</Text>
          <Anchor
            component={Link}
            to={`${paths.user.recharge.getHref()}?courseId=${held.courseId}&amount=${String(held.amountDue)}`}
          >
            {t('order.payHeld')}
          </Anchor>
        </Alert>
      ) : (
        <Button type="submit" loading={reserve.isPending}>
          {t('order.book')}
        </Button>
      )}
    </Stack>
  );
}
