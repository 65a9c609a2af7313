import type { TCourseLength } from '@app/contracts/enums';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';

import { Link } from 'react-router';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';
import { dayInTaipei, formatTime } from '../../../lib/dates';
import { SLOT_LOOKAHEAD_DAYS, useAvailableSlots } from '../api/get-available-slots';
import { PageSection } from '../../../components/ui/page-section';

/** Days shown, each with its times: enough to choose from without a long list. */
const DAYS_SHOWN = 4;

/**
 * Start times grouped by their day in Taiwan's time, in order. The day's label is built from the
 * texts rather than Intl.DateTimeFormat, whose first use loads the browser's locale data while the
 * counselor's or topic's page hydrates.
 */
function groupByDay(slots: string[], t: TFunction<'directory'>) {
  const months = t('slots.months', { returnObjects: true }) as string[];
  const weekdays = t('slots.weekdays', { returnObjects: true }) as string[];
  const days = new Map<string, { slot: string; time: string }[]>();
  for (const slot of slots) {
    const { month, date, weekday } = dayInTaipei(slot);
    const day = t('slots.day', { month: months[month - 1], date, weekday: weekdays[weekday] });
    days.set(day, [...(days.get(day) ?? []), { slot, time: formatTime(slot) }]);
  }
  return [...days.entries()].map(([day, times]) => ({ day, times }));
}

/** The counselor's next open times for a session of `courseLength`, by day, in Taiwan's time. */
export function NextAvailableSlots({
  counselorId,
  courseLength,
  bookHref,
  title,
  onPick,
}: {
  counselorId: string;
  courseLength: TCourseLength;
  /** The section's heading (the counselor's open times by default). */
  title?: string;
  /** Where choosing a time leads (a topic's booking page); without it the times are only shown. */
  bookHref?: (slot: string) => string;
  /** Called with the time chosen (a counselor offering a time); instead of bookHref. */
  onPick?: (slot: string) => void;
}) {
  const { t } = useTranslation('directory');
  const slots = useAvailableSlots(counselorId, courseLength);
  const days = slots.data ? groupByDay(slots.data, t).slice(0, DAYS_SHOWN) : [];
  return (
    <PageSection title={title ?? t('slots.title')}>
      <Text fz="sm" c="dimmed">
        {t('slots.timeZone')}
      </Text>
      {slots.isPending && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">{t('slots.loading')}</Text>
        </Group>
      )}
      {slots.isError && <Text fz="sm">{t('slots.error')}</Text>}
      {slots.data && days.length === 0 && <Text>{t('slots.none', { days: SLOT_LOOKAHEAD_DAYS })}</Text>}
      {days.length > 0 && (
        <Stack component="dl" gap="xs" m={0}>
          {days.map(({ day, times }) => (
            <Group key={day} component="div" gap="sm" align="baseline" wrap="wrap">
              <Text component="dt" fw={600} fz="sm" miw="7.5em">
                {day}
              </Text>
              <Group component="dd" gap={6} m={0}>
                {times.map(({ slot, time }) =>
                  onPick ? (
                    <Button
                      key={slot}
                      onClick={() => onPick(slot)}
                      variant="light"
                      color="sea"
                      size="compact-md"
                      data-slot={slot}
                      aria-label={t('slots.pick', { day, time })}
                    >
                      {time}
                    </Button>
                  ) : bookHref ? (
                    <Button
                      key={slot}
                      component={Link}
                      to={bookHref(slot)}
                      variant="light"
                      color="sea"
                      size="compact-md"
                      data-slot={slot}
                      aria-label={t('slots.book', { day, time })}
                    >
                      {time}
                    </Button>
                  ) : (
                    <Badge key={slot} variant="light" color="sea" size="lg" radius="sm" fw={500}>
                      {time}
                    </Badge>
                  ),
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}
