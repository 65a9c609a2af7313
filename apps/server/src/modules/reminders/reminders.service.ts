import { MailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TIcsMethod } from '../../platform/calendar/ics.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TMailAttachment } from '../../platform/mail/mailer.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService, TUserSummary } from '../accounts/accounts.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import type { TMailService } from '../mail/mail.service.ts';
import { courseInvitationAttachment, type TInvitationCourse } from './course-invitation.ts';
import { REMINDER_LOCALE } from './reminder-mail.tsx';
import type { TRemindersEvents } from './reminders.events.ts';
import * as repo from './reminders.repo.ts';
import type { TReminderKind } from './reminders.repo.ts';

const MINUTE_MS = 60_000;
/** The last reminder goes out when the room opens: ten minutes before the start. */
export const TEN_MINUTES_BEFORE_MS = 10 * MINUTE_MS;

/**
 * The three reminders, each due from `beforeMs` ahead of the start. One missed while the server
 * was down is sent late only while it still says something the next one will not: the day
 * reminder while more than an hour remains, the hour one while more than ten minutes remain, the
 * ten-minute one until the start. The windows do not overlap, so a course is due at most one
 * reminder at a time. The flags are the user's own settings for e-mail and for push.
 */
export const REMINDER_RULES = [
  {
    kind: 'day',
    beforeMs: 24 * 60 * MINUTE_MS,
    lateUntilMs: 60 * MINUTE_MS,
    email: 'useEmailCourseNotifyOneDay',
    push: 'useFcmCourseNotifyOneDay',
  },
  {
    kind: 'hour',
    beforeMs: 60 * MINUTE_MS,
    lateUntilMs: TEN_MINUTES_BEFORE_MS,
    email: 'useEmailCourseNotifyOneHour',
    push: 'useFcmCourseNotifyOneHour',
  },
  {
    kind: 'ten_minutes',
    beforeMs: TEN_MINUTES_BEFORE_MS,
    lateUntilMs: 0,
    email: 'useEmailCourseNotifyTenMinutes',
    push: 'useFcmCourseNotifyTenMinutes',
  },
] as const satisfies readonly {
  kind: TReminderKind;
  beforeMs: number;
  lateUntilMs: number;
  email: keyof TUserSummary;
  push: keyof TUserSummary;
}[];

type TReminderRule = (typeof REMINDER_RULES)[number];

/** Site paths the reminders link to (the web app's routes). */
export const roomPath = (courseId: string) => `/rooms/room?courseId=${encodeURIComponent(courseId)}`;
export const DEVICE_CHECK_PATH = '/devicecheck';

type TPartyReminder = {
  rule: TReminderRule;
  course: TInvitationCourse;
  party: TUserSummary;
  /** The party's own name in the mail: a counselor's full name, a client's nickname. */
  nickname: string;
  other: { role: 'client' | 'counselor'; name: string };
};

export type TRemindersService = ReturnType<typeof createRemindersService>;

/** Reminders of coming sessions: each party of a course gets each reminder once per start time. */
export function createRemindersService(deps: {
  db: DbOrTx;
  courses: Pick<TCoursesService, 'listStartingBetween' | 'findForInvitation'>;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
  mail: Pick<TMailService, 'sendMail'>;
  events: TRemindersEvents;
  publicUrl: string;
  /** The address invitations name as their organizer (MAIL_FROM's). */
  organizerEmail: string;
  now: () => Date;
  withTransaction: TWithTransaction<TServices>;
}) {
  const siteLink = (path: string) => `${deps.publicUrl.replace(/\/+$/, '')}${path}`;
  const otherName = (other: TPartyReminder['other']) =>
    translator(REMINDER_LOCALE, 'reminders')(`otherParty.${other.role}`, { name: other.name });
  const invitation = (course: TInvitationCourse, method: TIcsMethod, other: TPartyReminder['other']) =>
    courseInvitationAttachment({
      course,
      method,
      otherName: otherName(other),
      roomLink: siteLink(roomPath(course.id)),
      publicUrl: deps.publicUrl,
      organizerEmail: deps.organizerEmail,
      now: deps.now(),
    });

  return {
    /** The calendar invitation of a course the caller holds (a booking or cancellation mail). */
    invitationOf: invitation,

    /**
     * A course just confirmed in the caller's transaction (deps.db): when one of its reminders is
     * already due, one run of the reminders is queued with it, so that reminder goes out within
     * seconds of the commit rather than at the minute job's next turn.
     */
    async remindIfDue(course: { startsAt: Date }): Promise<void> {
      const ahead = course.startsAt.getTime() - deps.now().getTime();
      if (REMINDER_RULES.some((rule) => ahead > rule.lateUntilMs && ahead <= rule.beforeMs))
        await deps.events.runSoon(deps.db);
    },

    /**
     * Sends every reminder that is due now (see REMINDER_RULES) to both parties of each booked
     * course, once per course, party, kind and start time. Canceled, completed, waiting and unpaid
     * courses get none. Answers how many party reminders went out.
     */
    async sendDueReminders(): Promise<number> {
      const now = deps.now().getTime();
      let sent = 0;
      for (const rule of REMINDER_RULES) {
        const due = await deps.courses.listStartingBetween({
          after: new Date(now + rule.lateUntilMs),
          until: new Date(now + rule.beforeMs),
        });
        const people = await deps.accounts.findUserSummaries(
          due.flatMap((course) => [course.clientId, course.counselorId]),
        );
        for (const course of due) {
          const client = people.get(course.clientId);
          const counselor = people.get(course.counselorId);
          if (!client || !counselor) continue;
          const counselorName = counselor.fullName ?? counselor.nickname;
          const reminders: TPartyReminder[] = [
            {
              rule,
              course,
              party: client,
              nickname: client.nickname,
              other: { role: 'counselor', name: counselorName },
            },
            {
              rule,
              course,
              party: counselor,
              nickname: counselorName,
              other: { role: 'client', name: client.nickname },
            },
          ];
          for (const reminder of reminders) {
            // One transaction each: a party's reminder is recorded exactly when its messages are queued.
            if (await deps.withTransaction((tx) => tx.reminders.remindOnce(reminder))) sent += 1;
          }
        }
      }
      return sent;
    },

    /**
     * Sends one party's reminder unless it was sent already for this start: to their mailbox
     * always; by e-mail (to their address and their alternate one) and by push as their flags for
     * this reminder say. True when it went out now.
     */
    async remindOnce({ rule, course, party, nickname, other }: TPartyReminder): Promise<boolean> {
      const claimed = await repo.claimReminder(deps.db, {
        courseId: course.id,
        userId: party.id,
        kind: rule.kind,
        startsAt: course.startsAt,
        sentAt: deps.now(),
      });
      if (!claimed) return false;
      const t = translator(REMINDER_LOCALE, 'reminders');
      const time = sessionTime(course.startsAt, REMINDER_LOCALE);
      const room = roomPath(course.id);
      await deps.mail.sendMail({
        userId: party.id,
        type: MailType.Remind,
        message:
          rule.kind === 'ten_minutes'
            ? t('tenMinutes.mailbox', { time, deviceCheck: siteLink(DEVICE_CHECK_PATH) })
            : t('upcoming.mailbox', { time }),
        link: room,
      });
      if (party[rule.email]) {
        await deps.events.mail(deps.db, {
          to: [
            party.email,
            ...(party.anotherEmail && party.anotherEmail !== party.email ? [party.anotherEmail] : []),
          ],
          kind: rule.kind,
          nickname,
          other,
          startsAt: course.startsAt,
          roomLink: siteLink(room),
          deviceCheckLink: siteLink(DEVICE_CHECK_PATH),
          invitation: invitation(course, 'REQUEST', other),
        });
      }
      if (party[rule.push]) {
        await deps.events.push(deps.db, {
          userId: party.id,
          title: t('push.title'),
          body: t(rule.kind === 'ten_minutes' ? 'push.bodyTenMinutes' : 'push.body', {
            other: otherName(other),
            time,
          }),
          link: room,
        });
      }
      return true;
    },

    /**
     * The calendar invitation of a course for one of its parties, to attach to a mail: REQUEST
     * adds or moves the event, CANCEL removes it. Null when the course or the party is unknown.
     */
    async invitationFor(
      courseId: string,
      method: TIcsMethod,
      recipientId: string,
    ): Promise<TMailAttachment | null> {
      const course = await deps.courses.findForInvitation(courseId);
      if (!course || (recipientId !== course.clientId && recipientId !== course.counselorId)) return null;
      const people = await deps.accounts.findUserSummaries([course.clientId, course.counselorId]);
      const client = people.get(course.clientId);
      const counselor = people.get(course.counselorId);
      if (!client || !counselor) return null;
      const other: TPartyReminder['other'] =
        recipientId === course.clientId
          ? { role: 'counselor', name: counselor.fullName ?? counselor.nickname }
          : { role: 'client', name: client.nickname };
      return invitation(course, method, other);
    },
  };
}
