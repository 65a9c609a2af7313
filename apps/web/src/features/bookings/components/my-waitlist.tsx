import { ErrorCode } from '@app/contracts/error-codes';
import type { TWaitlistEntry, TWaitlistOffer } from '@app/contracts/waitlist';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../shell/overlays/toast';
import { useBalances } from '../api/bookings';
import { useAnswerOffer, useLeaveWaitlist, useMyWaitlist } from '../api/waitlist';
import { useNow } from '../hooks/use-now';
import { WEEKDAY_KEYS } from './weekday-keys';
import { PageSection } from '../../../components/ui/page-section';

/** mm:ss left of a hold. */
function countdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A slot offered from the waitlist: when, until when it is held, and Accept or Decline. */
function Offer({ offer, counselor }: { offer: TWaitlistOffer; counselor: string }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const answer = useAnswerOffer();
  const balances = useBalances();
  const now = useNow();
  const [problem, setProblem] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const left = Date.parse(offer.expiresAt) - now;
  const due = Math.max(0, offer.price - (balances.data?.reservedAmount ?? 0));
  // Awaited rather than per-call callbacks: the answered offer leaves the list (and unmounts)
  // before those would run, and the toast must still say how it went.
  const send = (reply: 'Accept' | 'Decline') =>
    answer.mutateAsync({ courseId: offer.courseId, answer: reply }).then(
      () =>
        showToast({
          color: 'green',
          message: t(reply === 'Accept' ? 'waitlist.accepted' : 'waitlist.declined'),
        }),
      (error: unknown) => {
        setShort(error instanceof ApiError && error.errorCode === ErrorCode.InsufficientBalance);
        setProblem(errorText(error));
      },
    );
  return (
    <Alert color="yellow" role="status">
      <Stack gap="xs">
        <Text fw={600}>{t('waitlist.offerTitle')}</Text>
        <Text>
          {t('waitlist.offer', {
            time: formatDateTime(offer.startTime),
            counselor,
            points: formatNumber(offer.price),
          })}
        </Text>
        <Text fw={600} data-testid="offer-countdown">
          {t('waitlist.heldFor', { left: countdown(left) })}
        </Text>
        {problem && (
          <Text c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {short && (
          <Anchor
            component={Link}
            to={`${paths.user.recharge.getHref()}?courseId=${offer.courseId}&amount=${String(due)}`}
          >
            {t('order.payHeld')}
          </Anchor>
        )}
        <Group gap="xs">
          <Button onClick={() => void send('Accept')} loading={answer.isPending} disabled={left <= 0}>
            {t('waitlist.accept')}
          </Button>
          <Button
            variant="default"
            onClick={() => void send('Decline')}
            disabled={answer.isPending || left <= 0}
          >
            {t('waitlist.decline')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Entry({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const leave = useLeaveWaitlist();
  const days = entry.weekdays
    .map((day) => t(WEEKDAY_KEYS[day] ?? 'waitlist.day.0'))
    .join(t('waitlist.daySeparator'));
  return (
    <Card component="li" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>
              {entry.counselor.fullName}・{entry.issueCourse.title}
            </Text>
            <Text size="sm">{t('waitlist.window', { days, from: entry.fromTime, to: entry.toTime })}</Text>
          </Stack>
          <Button
            variant="outline"
            color="red.8"
            loading={leave.isPending}
            aria-label={t('waitlist.leaveWith', { title: entry.issueCourse.title })}
            onClick={() =>
              leave.mutate(entry.id, {
                onError: (error) => showToast({ color: 'red', message: errorText(error) }),
              })
            }
          >
            {t('waitlist.leave')}
          </Button>
        </Group>
        {entry.offer ? (
          <Offer offer={entry.offer} counselor={entry.counselor.fullName} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('waitlist.waiting')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /user/nextcourse: the client's waitlist entries, each with the slot offered to it and its countdown. */
export function MyWaitlist() {
  const { t } = useTranslation('booking');
  const waitlist = useMyWaitlist();
  if (!waitlist.data || waitlist.data.length === 0) return null;
  return (
    <PageSection title={t('waitlist.mine')}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {waitlist.data.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Stack>
    </PageSection>
  );
}
