// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import type { TReminderKind } from '../../db/schema/reminders.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

/** Reminders go out in the site's own language first, with English below. */
export const REMINDER_LOCALE: TApiLocale = 'zh-tw';

export type TReminderMailProps = {
  /** Which reminder: the ten-minute one says the room is open, the earlier ones when it opens. */
  kind: TReminderKind;
  nickname: string;
  /** Who the session is with, as the recipient knows them. */
  other: { role: 'client' | 'counselor'; name: string };
  startsAt: Date;
  roomLink: string;
  deviceCheckLink: string;
};

/** The texts of a reminder: the ten-minute one has its own, the day and hour ones share theirs. */
const textsOf = (kind: TReminderKind) => (kind === 'ten_minutes' ? 'tenMinutes' : 'upcoming');

/** A session reminder (mail type 4): when, with whom, the way into the room and the device check. */
export function ReminderMail(props: TReminderMailProps) {
  const texts = textsOf(props.kind);
  return (
    <BilingualMail
      locale={REMINDER_LOCALE}
      body={(language) => {
        const t = translator(language, 'reminders');
        return (
          <>
            <p>{t(`${texts}.greeting`, { nickname: props.nickname })}</p>
            <p>
              {t(`${texts}.startsAt`, {
                other: t(`otherParty.${props.other.role}`, { name: props.other.name }),
                time: sessionTime(props.startsAt, language),
              })}
            </p>
            <p>{t(`${texts}.enterRoom`)}</p>
            <MailLink href={props.roomLink} />
            <p>{t(`${texts}.checkDevice`)}</p>
            <MailLink href={props.deviceCheckLink} />
            <p>{t('upcoming.calendar')}</p>
          </>
        );
      }}
    />
  );
}

export function reminderSubject(kind: TReminderKind, startsAt: Date): string {
  return bilingualSubject(REMINDER_LOCALE, (language) =>
    translator(language, 'reminders')(`${textsOf(kind)}.subject`, {
      time: sessionTime(startsAt, language),
    }),
  );
}
