import { ErrorCode } from '@app/contracts/error-codes';
import { timeOfDay } from '@app/contracts/schedule';
import { WAITLIST_OFFER_MINUTES, ZJoinWaitlistInputSchema } from '@app/contracts/waitlist';
import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useJoinWaitlist } from '../api/waitlist';
import { WEEKDAY_KEYS } from './weekday-keys';

/** Half hours from 00:00 to 24:00, the times a window may start and end at. */
const HALF_HOURS = Array.from({ length: 49 }, (_, index) => timeOfDay(index * 30));
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

type TFieldErrors = Partial<Record<'weekdays' | 'fromTime' | 'toTime', string>>;

/**
 * "Join the waitlist" of a topic: the weekdays and the time of day (Taiwan's time) a session may
 * start at. Loaded only when a client opens it on the topic page.
 */
export default function JoinWaitlist({ issueCourseId }: { issueCourseId: string }) {
  const { t } = useTranslation('booking');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const join = useJoinWaitlist();
  const [weekdays, setWeekdays] = useState<string[]>([]);
  const [fromTime, setFromTime] = useState('18:00');
  const [toTime, setToTime] = useState('21:00');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZJoinWaitlistInputSchema.safeParse({
      issueCourseId,
      weekdays: weekdays.map(Number),
      fromTime,
      toTime,
    });
    if (!parsed.success) {
      const found: TFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'weekdays' || field === 'fromTime' || field === 'toTime')
          found[field] ??= validationText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setProblem(null);
    join.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode === ErrorCode.PhoneNotVerified) {
          void navigate(paths.verifyPhoneSingle.getHref());
          return;
        }
        setProblem(errorText(error));
      },
    });
  }

  if (join.isSuccess)
    return (
      <Alert color="green" role="status">
        <Text>{t('waitlist.joined', { minutes: WAITLIST_OFFER_MINUTES })}</Text>
        <Anchor component={Link} to={paths.user.nextCourse.getHref()}>
          {t('waitlist.seeMine')}
        </Anchor>
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Checkbox.Group
          label={t('waitlist.weekdays')}
          value={weekdays}
          onChange={setWeekdays}
          error={errors.weekdays}
        >
          <Group gap="sm" mt="xs">
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} value={String(day)} label={t(WEEKDAY_KEYS[day] ?? 'waitlist.day.0')} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('waitlist.from')}
            data={HALF_HOURS.slice(0, -1)}
            value={fromTime}
            onChange={(event) => setFromTime(event.currentTarget.value)}
            error={errors.fromTime}
          />
          <NativeSelect
            label={t('waitlist.to')}
            data={HALF_HOURS.slice(1)}
            value={toTime}
            onChange={(event) => setToTime(event.currentTarget.value)}
            error={errors.toTime}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('waitlist.how', { minutes: WAITLIST_OFFER_MINUTES })}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={join.isPending}>
          {t('waitlist.join')}
        </Button>
      </Stack>
    </form>
  );
}
