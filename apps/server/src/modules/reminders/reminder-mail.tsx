// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { MailLayout, MailLink, MailSection } from '../../platform/mail/templates/mail-layout.tsx';
import { mailLocales } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

/** Reminders go out in the site's own language first, with English below. */
export const REMINDER_LOCALE: TApiLocale = 'zh-tw';

export type TReminderMailProps = {
  nickname: string;
  /** Who the session is with, as the recipient knows them. */
  other: { role: 'client' | 'counselor'; name: string };
  startsAt: Date;
  roomLink: string;
  deviceCheckLink: string;
};

/** The ten-minute reminder (mail type 4): when, with whom, the way into the room and the device check. */
export function TenMinuteReminderMail(props: TReminderMailProps) {
  return (
    <MailLayout locale={REMINDER_LOCALE}>
      {mailLocales(REMINDER_LOCALE).map((language, index) => {
        const t = translator(language, 'reminders');
        return (
          <MailSection key={language} locale={language} first={index === 0}>
            <p>{t('tenMinutes.greeting', { nickname: props.nickname })}</p>
            <p>
              {t('tenMinutes.startsAt', {
                other: t(`otherParty.${props.other.role}`, { name: props.other.name }),
                time: sessionTime(props.startsAt, language),
              })}
            </p>
            <p>{t('tenMinutes.enterRoom')}</p>
            <MailLink href={props.roomLink} />
            <p>{t('tenMinutes.checkDevice')}</p>
            <MailLink href={props.deviceCheckLink} />
            <p>{translator(language, 'common')('signature')}</p>
          </MailSection>
        );
      })}
    </MailLayout>
  );
}

export function tenMinuteReminderSubject(): string {
  return mailLocales(REMINDER_LOCALE)
    .map((language) => translator(language, 'reminders')('tenMinutes.subject'))
    .join(' / ');
}
