import { MailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import type { TMailService } from '../mail/mail.service.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';
import { REMINDER_LOCALE } from './reminder-mail.tsx';
import type { TRemindersEvents } from './reminders.events.ts';
import * as repo from './reminders.repo.ts';

/** The last reminder goes out when the room opens: ten minutes before the start. */
export const TEN_MINUTES_BEFORE_MS = 10 * 60_000;

/** Site paths the reminders link to (the web app's routes). */
export const roomPath = (courseId: string) => `/rooms/room?courseId=${encodeURIComponent(courseId)}`;
export const DEVICE_CHECK_PATH = '/devicecheck';

type TPartyReminder = {
  courseId: string;
  startsAt: Date;
  userId: string;
  email: string;
  /** The party's own setting: the mailbox always has the reminder, e-mail only if they want it. */
  byEmail: boolean;
  nickname: string;
  other: { role: 'client' | 'counselor'; name: string };
};

export type TRemindersService = ReturnType<typeof createRemindersService>;

/** Reminders of coming sessions: each party of a course gets each reminder once. */
export function createRemindersService(deps: {
  db: DbOrTx;
  courses: Pick<TCoursesService, 'listStartingBetween'>;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
  mail: Pick<TMailService, 'sendMail'>;
  events: TRemindersEvents;
  publicUrl: string;
  now: () => Date;
  withTransaction: TWithTransaction<TServices>;
}) {
  const siteLink = (path: string) => `${deps.publicUrl.replace(/\/+$/, '')}${path}`;

  return {
    /**
     * Reminds both parties of every booked course starting within ten minutes. A run missed (the
     * server was down) is made up by the next one while the course has not started; after the
     * start a reminder would only be noise. Answers how many reminders went out.
     */
    async sendTenMinuteReminders(): Promise<number> {
      const now = deps.now();
      const due = await deps.courses.listStartingBetween({
        after: now,
        until: new Date(now.getTime() + TEN_MINUTES_BEFORE_MS),
      });
      const people = await deps.accounts.findUserSummaries(
        due.flatMap((course) => [course.clientId, course.counselorId]),
      );
      const name = (id: string) => people.get(id);
      let sent = 0;
      for (const course of due) {
        const client = name(course.clientId);
        const counselor = name(course.counselorId);
        if (!client || !counselor) continue;
        const parties: TPartyReminder[] = [
          {
            courseId: course.id,
            startsAt: course.startsAt,
            userId: course.clientId,
            email: client.email,
            byEmail: client.useEmailCourseNotifyTenMinutes,
            nickname: client.nickname,
            other: { role: 'counselor', name: counselor.fullName ?? counselor.nickname },
          },
          {
            courseId: course.id,
            startsAt: course.startsAt,
            userId: course.counselorId,
            email: counselor.email,
            byEmail: counselor.useEmailCourseNotifyTenMinutes,
            nickname: counselor.fullName ?? counselor.nickname,
            other: { role: 'client', name: client.nickname },
          },
        ];
        for (const party of parties) {
          // One transaction each: a party's reminder is recorded exactly when its mails are queued.
          if (await deps.withTransaction((tx) => tx.reminders.remindOnce(party))) sent += 1;
        }
      }
      return sent;
    },

    /**
     * Sends one party's ten-minute reminder unless it was sent already: to their mailbox, and by
     * e-mail if they chose so. True when it went out now.
     */
    async remindOnce(party: TPartyReminder): Promise<boolean> {
      const claimed = await repo.claimReminder(deps.db, {
        courseId: party.courseId,
        userId: party.userId,
        kind: 'ten_minutes',
        sentAt: deps.now(),
      });
      if (!claimed) return false;
      const room = roomPath(party.courseId);
      await deps.mail.sendMail({
        userId: party.userId,
        type: MailType.Remind,
        message: translator(REMINDER_LOCALE, 'reminders')('tenMinutes.mailbox', {
          time: sessionTime(party.startsAt, REMINDER_LOCALE),
          deviceCheck: siteLink(DEVICE_CHECK_PATH),
        }),
        link: room,
      });
      if (!party.byEmail) return true;
      await deps.events.tenMinutesBefore(deps.db, {
        email: party.email,
        nickname: party.nickname,
        other: party.other,
        startsAt: party.startsAt,
        roomLink: siteLink(room),
        deviceCheckLink: siteLink(DEVICE_CHECK_PATH),
      });
      return true;
    },
  };
}
