import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  minutesOfDay,
  timeOfDay,
  ZWeeklyTemplateSchema,
  type TWeeklyRange,
  type TWeeklyTemplate,
} from '@app/contracts/schedule';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText, useValidationText } from '../../../lib/form-errors';
import { useSaveWeeklyTemplate } from '../api/weekly-template';

/** Monday first, as Taiwan's calendars read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const HALF_HOURS = Array.from({ length: 49 }, (_, index) => timeOfDay(index * 30));

type TRow = TWeeklyRange & { key: number };

/** The zones the browser knows, Taipei first, with the current one always present. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_SCHEDULE_TIME_ZONE, current, ...known])];
}

let nextKey = 0;
const withKey = (range: TWeeklyRange): TRow => ({ ...range, key: nextKey++ });

/**
 * /counselor/schedule-template: the weekly plan, a row per range under each weekday (start, end,
 * voice, video), checked with the server's own rules before it is saved whole.
 */
export function WeeklyTemplateForm({ template }: { template: TWeeklyTemplate }) {
  const { t } = useTranslation('schedule');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const save = useSaveWeeklyTemplate();
  const [rows, setRows] = useState<TRow[]>(() => template.ranges.map(withKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [timeZone, setTimeZone] = useState(template.timeZone || DEFAULT_SCHEDULE_TIME_ZONE);
  const weekdays = t('weekdays', { returnObjects: true }) as string[];

  const update = (key: number, change: Partial<TWeeklyRange>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    save.reset();
  };

  function add(weekday: number) {
    const sameDay = rows.filter((row) => row.weekday === weekday);
    const lastEnd = Math.max(9 * 60, ...sameDay.map((row) => minutesOfDay(row.end)));
    const start = Math.min(lastEnd, 23 * 60);
    setRows([
      ...rows,
      withKey({ weekday, start: timeOfDay(start), end: timeOfDay(start + 60), voice: true, video: true }),
    ]);
    save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const ranges = rows.map(({ key: _key, ...range }) => range);
    const result = ZWeeklyTemplateSchema.safeParse({ timeZone, ranges });
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        if (issue.path[0] === 'timeZone') found.timeZone = validationText(issue.message) ?? '';
        const [, index, field] = issue.path;
        const row = typeof index === 'number' ? rows[index] : undefined;
        if (row && typeof field === 'string')
          found[`${row.key}.${field}`] = validationText(issue.message) ?? '';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: (saved) => {
        setRows(saved.ranges.map(withKey));
        setTimeZone(saved.timeZone);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('template.formLabel')}>
      <Stack gap="lg">
        <NativeSelect
          label={t('template.timeZone')}
          description={t('template.timeZoneHint')}
          data={timeZones(timeZone)}
          value={timeZone}
          onChange={(event) => {
            setTimeZone(event.currentTarget.value);
            save.reset();
          }}
          error={errors.timeZone}
          maw={360}
        />
        {WEEK_ORDER.map((weekday) => {
          const day = weekdays[weekday] ?? String(weekday);
          const dayRows = rows.filter((row) => row.weekday === weekday);
          return (
            <Paper key={weekday} withBorder p="md" component="section" aria-labelledby={`weekday-${weekday}`}>
              <Stack gap="sm">
                <Title order={2} fz="lg" id={`weekday-${weekday}`}>
                  {day}
                </Title>
                {dayRows.length === 0 && (
                  <Text c="gray.8" size="sm">
                    {t('template.noRanges')}
                  </Text>
                )}
                {dayRows.map((row, index) => {
                  const n = index + 1;
                  const error = (field: string) => errors[`${row.key}.${field}`];
                  return (
                    <Group key={row.key} align="flex-start" gap="sm" wrap="wrap">
                      <NativeSelect
                        label={t('template.startShort')}
                        aria-label={t('template.start', { day, n })}
                        data={HALF_HOURS.slice(0, -1)}
                        value={row.start}
                        onChange={(event) => update(row.key, { start: event.currentTarget.value })}
                        error={error('start')}
                      />
                      <NativeSelect
                        label={t('template.endShort')}
                        aria-label={t('template.end', { day, n })}
                        data={HALF_HOURS.slice(1)}
                        value={row.end}
                        onChange={(event) => update(row.key, { end: event.currentTarget.value })}
                        error={error('end')}
                      />
                      <Stack gap={6} pt={28}>
                        <Group gap="md">
                          <Checkbox
                            label={t('template.voice')}
                            aria-label={t('template.voiceLabel', { day, n })}
                            checked={row.voice}
                            onChange={(event) => update(row.key, { voice: event.currentTarget.checked })}
                          />
                          <Checkbox
                            label={t('template.video')}
                            aria-label={t('template.videoLabel', { day, n })}
                            checked={row.video}
                            onChange={(event) => update(row.key, { video: event.currentTarget.checked })}
                          />
                        </Group>
                        {error('video') && (
                          <Text c="red.8" size="sm">
                            {error('video')}
                          </Text>
                        )}
                      </Stack>
                      <Button
                        variant="subtle"
                        color="red"
                        mt={24}
                        aria-label={t('template.removeLabel', { day, n })}
                        onClick={() => {
                          setRows(rows.filter((other) => other.key !== row.key));
                          save.reset();
                        }}
                      >
                        {t('template.remove')}
                      </Button>
                    </Group>
                  );
                })}
                <Button
                  variant="light"
                  aria-label={t('template.addLabel', { day })}
                  onClick={() => add(weekday)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('template.add')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
        {Object.keys(errors).length > 0 && (
          <Alert color="red" role="alert">
            {t('template.invalid')}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t('template.saved')}{' '}
            <Anchor component={Link} to={paths.counselor.scheduleCalendar.getHref()}>
              {t('template.toCalendar')}
            </Anchor>
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('template.save')}
        </Button>
      </Stack>
    </form>
  );
}
