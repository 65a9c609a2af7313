import type { EventDropArg, EventInput } from '@fullcalendar/core';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/form-errors';
import { useMoveServiceTime, useScheduleCalendar } from '../api/calendar';
import { fromWallClock, toWallClock } from '../wall-clock';
import classes from './schedule-calendar.module.css';

/** The theme's `sm` breakpoint (576 px): below it a week's seven columns are too narrow to read. */
const PHONE_QUERY = '(max-width: 36em)';

/** Dark enough for white text (WCAG AA). */
const colors = {
  weekly: '#237032',
  oneOff: '#0b6475',
  booking: '#1864ab',
  leave: '#495057',
};

/**
 * The month, week and day calendar of the signed-in counselor (a day at a time on a phone): service hours (weekly plan and one-off),
 * bookings and leave, shown in `viewerZone`. FullCalendar runs in UTC on wall-clock times of that
 * zone, so that no time-zone plugin is needed. One-off service hours may be dragged; the server
 * refuses a move onto a booking or leave, and the event goes back.
 */
export function ScheduleCalendar({
  viewerZone,
  onSelect,
  onServiceTimeClick,
}: {
  viewerZone: string;
  onSelect: (start: string, end: string) => void;
  onServiceTimeClick: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('schedule');
  const errorText = useErrorText();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const calendar = useScheduleCalendar(range);
  const move = useMoveServiceTime();
  const data = calendar.data;
  // Read at once, not after the first paint: FullCalendar takes its first view only when it mounts.
  const onPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const wall = (iso: string) => toWallClock(iso, viewerZone);
  const types = (voice: boolean, video: boolean) =>
    voice && video ? t('calendar.voiceVideo') : voice ? t('calendar.voiceOnly') : t('calendar.videoOnly');
  const events: EventInput[] = data
    ? [
        ...data.serviceTimes.map((time, index) => ({
          id: time.id ?? `weekly-${index}`,
          title: `${time.id ? t('calendar.serviceTime') : t('calendar.weekly')}（${types(time.voice, time.video)}）`,
          start: wall(time.start),
          end: wall(time.end),
          color: time.id ? colors.oneOff : colors.weekly,
          editable: time.id !== null,
          extendedProps: { kind: 'service', serviceTimeId: time.id },
        })),
        ...data.courses.map((course) => ({
          id: `course-${course.id}`,
          title: t('calendar.booking', { name: course.clientNickName }),
          start: wall(course.start),
          end: wall(course.end),
          color: colors.booking,
          editable: false,
          extendedProps: { kind: 'course' },
        })),
        ...data.leave.map((leave) => ({
          id: `leave-${leave.id}`,
          title: t('calendar.leave', { reason: leave.reason }),
          start: wall(leave.start),
          end: wall(leave.end),
          color: colors.leave,
          editable: false,
          extendedProps: { kind: 'leave' },
        })),
      ]
    : [];

  function drop(info: EventDropArg) {
    const id = info.event.extendedProps.serviceTimeId as string | null;
    if (!id || !info.event.start || !info.event.end) {
      info.revert();
      return;
    }
    move.mutate(
      {
        id,
        start: fromWallClock(info.event.start, viewerZone),
        end: fromWallClock(info.event.end, viewerZone),
      },
      { onError: () => info.revert() },
    );
  }

  return (
    <Box aria-label={t('calendar.label')} role="region" className={classes.calendar}>
      {move.error && (
        <Alert color="red" role="alert" mb="sm">
          {errorText(move.error)}
        </Alert>
      )}
      {calendar.error && (
        <Alert color="red" role="alert" mb="sm">
          {errorText(calendar.error)}
        </Alert>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={onPhone ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={
          onPhone
            ? { left: 'title', right: 'prev,next' }
            : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }
        }
        footerToolbar={onPhone ? { left: 'today', right: 'dayGridMonth,timeGridWeek,timeGridDay' } : false}
        // Worded buttons: FullCalendar's arrow icons carry no accessible name.
        buttonIcons={false}
        locales={[zhTwLocale]}
        locale={i18n.language === 'en-US' ? 'en' : 'zh-tw'}
        timeZone="UTC"
        // "Today" and the now line by the viewer zone's clock too, not UTC's (a day behind before 08:00 in Taipei).
        now={() => wall(new Date().toISOString())}
        firstDay={1}
        allDaySlot={false}
        slotDuration="00:30:00"
        snapDuration="00:30:00"
        scrollTime="08:00:00"
        contentHeight={560}
        selectable
        selectMirror
        eventDurationEditable={false}
        eventStartEditable
        eventOverlap={(stillEvent) => stillEvent.extendedProps.kind === 'service'}
        events={events}
        datesSet={(dates) => {
          const from = fromWallClock(dates.start, viewerZone);
          const to = fromWallClock(dates.end, viewerZone);
          if (range?.from !== from || range.to !== to) setRange({ from, to });
        }}
        select={(selection) =>
          onSelect(fromWallClock(selection.start, viewerZone), fromWallClock(selection.end, viewerZone))
        }
        eventClick={(click) => {
          const id = click.event.extendedProps.serviceTimeId as string | null | undefined;
          if (id) onServiceTimeClick(id);
        }}
        eventDrop={drop}
      />
    </Box>
  );
}
