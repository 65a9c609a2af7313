import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { dayjs } from '../../../lib/zoned-dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ContentPage } from '../../../components/ui/content-page';
import { paths } from '../../../config/paths';
import { useRemoveServiceTime } from '../../../features/schedule/api/calendar';
import { useWeeklyTemplate } from '../../../features/schedule/api/weekly-template';
import { LeavePanel } from '../../../features/schedule/components/leave-panel';
import { ScheduleCalendar } from '../../../features/schedule/components/schedule-calendar';
import {
  ServiceTimeDialog,
  type TServiceTimeDraft,
} from '../../../features/schedule/components/service-time-dialog';
import { toWallClock } from '../../../features/schedule/wall-clock';
import { confirmDialog } from '../../../shell/dialogs';
import { DISPLAY_TIME_ZONE } from '../../../lib/dates';
import { useErrorText } from '../../../lib/form-errors';

/**
 * /counselor/schedule-calendar: the counselor's calendar (FullCalendar, loaded with this page
 * only), one-off service hours added in a dialog or dragged, and leave.
 */
export default function ScheduleCalendarPage() {
  const { t } = useTranslation('schedule');
  const errorText = useErrorText();
  const template = useWeeklyTemplate();
  const remove = useRemoveServiceTime();
  const [draft, setDraft] = useState<TServiceTimeDraft | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const viewerZone = DISPLAY_TIME_ZONE;
  const counselorZone = template.data?.timeZone;

  const draftAt = (startIso: string, endIso: string): TServiceTimeDraft => {
    const start = toWallClock(startIso, viewerZone);
    const end = toWallClock(endIso, viewerZone);
    return { date: start.slice(0, 10), start: start.slice(11, 16), end: end.slice(11, 16) };
  };

  async function removeServiceTime(id: string) {
    const confirmed = await confirmDialog({
      title: t('calendar.serviceTime'),
      message: t('calendar.removeConfirm'),
    });
    if (confirmed) remove.mutate(id);
  }

  return (
    <ContentPage size="lg" title={t('calendar.title')} lead={t('calendar.lead')}>
      <Stack gap="md">
        {counselorZone && counselorZone !== viewerZone && (
          <Text c="gray.8">{t('calendar.zoneNote', { viewer: viewerZone, counselor: counselorZone })}</Text>
        )}
        <Group>
          <Button
            onClick={() => {
              const tomorrow = dayjs().tz(viewerZone).add(1, 'day');
              setDraft({ date: tomorrow.format('YYYY-MM-DD'), start: '09:00', end: '12:00' });
            }}
          >
            {t('calendar.add')}
          </Button>
          <Button variant="light" component={Link} to={paths.counselor.scheduleTemplate.getHref()}>
            {t('calendar.editTemplate')}
          </Button>
        </Group>
        {created !== null && (
          <Alert color="green" role="status">
            {t('dialog.created', { count: created })}
          </Alert>
        )}
        {remove.error && (
          <Alert color="red" role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <ScheduleCalendar
          viewerZone={viewerZone}
          onSelect={(start, end) => setDraft(draftAt(start, end))}
          onServiceTimeClick={(id) => void removeServiceTime(id)}
        />
        <LeavePanel viewerZone={viewerZone} />
      </Stack>
      {draft && (
        <ServiceTimeDialog
          draft={draft}
          viewerZone={viewerZone}
          onClose={(count) => {
            setDraft(null);
            if (count !== undefined) setCreated(count);
          }}
        />
      )}
    </ContentPage>
  );
}
