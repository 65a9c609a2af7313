import { buildIcs, icsAttachment, type TIcsEvent, type TIcsMethod } from '../../platform/calendar/ics.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TMailAttachment } from '../../platform/mail/mailer.ts';
import { REMINDER_LOCALE } from './reminder-mail.tsx';

/** The calendar alerts when the room opens. */
const ALARM_MINUTES_BEFORE = 10;

/** Sequences count seconds from here: small, and growing with every change of the course. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

export type TInvitationCourse = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  /** The course's last change: a later change (a new time, the cancellation) gives a higher SEQUENCE. */
  updatedAt: Date;
};

/**
 * The calendar invitation of a course for one party: the same UID for every invitation of the
 * course, so that a calendar moves the event when the course moves (REQUEST with a higher
 * SEQUENCE) and removes it when it is canceled (CANCEL). Pure: every value comes from the caller.
 */
export function courseInvitation(options: {
  course: TInvitationCourse;
  method: TIcsMethod;
  /** Who the session is with, as the recipient knows them ("counselor 陳怡君"). */
  otherName: string;
  roomLink: string;
  publicUrl: string;
  organizerEmail: string;
  now: Date;
}): TIcsEvent {
  const t = translator(REMINDER_LOCALE, 'reminders');
  const host = new URL(options.publicUrl).hostname;
  return {
    uid: `course-${options.course.id}@${host}`,
    sequence: Math.max(0, Math.floor((options.course.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    method: options.method,
    start: options.course.startsAt,
    end: options.course.endsAt,
    stamp: options.now,
    summary: t('calendar.summary', { other: options.otherName }),
    description: t('calendar.description', { link: options.roomLink }),
    url: options.roomLink,
    organizer: { name: t('calendar.organizer'), email: options.organizerEmail },
    alarmMinutesBefore: ALARM_MINUTES_BEFORE,
  };
}

/** The invitation as a mail attachment. */
export function courseInvitationAttachment(options: Parameters<typeof courseInvitation>[0]): TMailAttachment {
  return icsAttachment(courseInvitation(options));
}

/** The invitation's text (for a download, or a mail built elsewhere). */
export function courseInvitationText(options: Parameters<typeof courseInvitation>[0]): string {
  return buildIcs(courseInvitation(options));
}
