import type { TApiLocale } from '@app/contracts/locale';
import { languageOfApiLocale } from '../../i18n/i18n.ts';

/** Sessions are booked and shown in Taiwan's time. */
const SESSION_TIME_ZONE = 'Asia/Taipei';

/** A session's start as mails and texts write it: date and time in Taiwan, in the locale's words. */
export function sessionTime(startsAt: Date, locale: TApiLocale): string {
  return new Intl.DateTimeFormat(languageOfApiLocale[locale], {
    timeZone: SESSION_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(startsAt);
}
