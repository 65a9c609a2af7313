// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

/** What a booking notice is about (each maps to a mail type of the spec; booking.events.ts). */
export type TBookingNoticeKind =
  | 'booked'
  | 'canceled'
  | 'holdReleased'
  | 'noShowClient'
  | 'noShowCounselor'
  | 'noShowAll'
  | 'trialBooked'
  | 'trialCanceled'
  | 'trialNoShowClient'
  | 'trialNoShowCounselor'
  | 'trialNoShowAll'
  | 'waitlistOffer';

/** The kinds about a free trial, whose title is the trial's own. */
const TRIAL_KINDS: readonly TBookingNoticeKind[] = [
  'trialBooked',
  'trialCanceled',
  'trialNoShowClient',
  'trialNoShowCounselor',
  'trialNoShowAll',
];

export type TBookingNoticeProps = {
  kind: TBookingNoticeKind;
  nickname: string;
  counterpart: string;
  title: string;
  startsAt: Date;
  reason?: string | undefined;
  late?: boolean | undefined;
  points?: number | undefined;
  /** Until when a waitlist offer holds its slot. */
  holdUntil?: Date | undefined;
  link: string;
  locale: TApiLocale;
};

/** What a notice says (without greeting and link), one line a paragraph; the mailbox joins them. */
export function bookingNoticeLines(
  props: Omit<TBookingNoticeProps, 'nickname' | 'link' | 'locale'>,
  language: TApiLocale,
): string[] {
  const t = translator(language, 'courses');
  const time = sessionTime(props.startsAt, language);
  const trial = TRIAL_KINDS.includes(props.kind);
  const values = {
    counterpart: props.counterpart,
    time,
    // A custom consultation (CourseType Treatment) has no topic: it goes by what it is.
    title: trial ? t('booking.trial.title') : props.title || t('booking.customTitle'),
  };
  const lines: string[] = [];
  switch (props.kind) {
    case 'booked':
      lines.push(t('booking.booked.body', values));
      break;
    case 'canceled':
      lines.push(t('booking.canceled.body', values));
      if (props.reason) lines.push(t('booking.canceled.reason', { reason: props.reason }));
      if (props.late) lines.push(t('booking.canceled.late'));
      break;
    case 'holdReleased':
      lines.push(t('booking.holdReleased.body', { time, points: props.points ?? 0 }));
      break;
    case 'noShowClient':
      lines.push(t('booking.noShow.client', { time }));
      break;
    case 'noShowCounselor':
      lines.push(t('booking.noShow.counselor', { time }));
      break;
    case 'noShowAll':
      lines.push(t('booking.noShow.all', { time }));
      break;
    case 'trialBooked':
      lines.push(t('booking.trial.booked', values), t('booking.trial.beOnTime'));
      break;
    case 'trialCanceled':
      lines.push(t('booking.trial.canceled', values));
      if (props.reason) lines.push(t('booking.canceled.reason', { reason: props.reason }));
      break;
    case 'trialNoShowClient':
      lines.push(t('booking.trial.noShowClient', { time }));
      break;
    case 'trialNoShowCounselor':
      lines.push(t('booking.trial.noShowCounselor', { time }));
      break;
    case 'trialNoShowAll':
      lines.push(t('booking.trial.noShowAll', { time }));
      break;
    case 'waitlistOffer':
      lines.push(t('booking.waitlistOffer.body', values));
      lines.push(
        t('booking.waitlistOffer.holdUntil', {
          until: props.holdUntil ? sessionTime(props.holdUntil, language) : '',
          points: props.points ?? 0,
        }),
      );
      break;
  }
  if (props.kind.startsWith('noShow') && props.points)
    lines.push(t('booking.noShow.compensation', { points: props.points }));
  // A trial's deposit went back to the client, with their trial.
  if (trial && props.points) lines.push(t('booking.trial.depositRefunded', { points: props.points }));
  return lines;
}

/** What the party who cancelled is told of their own cancellation (their mailbox only). */
export type TCancelConfirmation = {
  by: 'client' | 'counselor';
  /** A free trial: its own title and mail type (24). */
  trial: boolean;
  /** Within LATE_CANCEL_HOURS of the start. */
  late: boolean;
  counterpart: string;
  title: string;
  startsAt: Date;
  /** Points that went back to the client (after the fee), and the fee kept. */
  refunded: number;
  fee: number;
};

export function cancelConfirmationLines(confirmation: TCancelConfirmation, language: TApiLocale): string[] {
  const t = translator(language, 'courses');
  const { refunded, fee } = confirmation;
  const lines = [
    t('booking.cancelConfirmation.youCanceled', {
      counterpart: confirmation.counterpart,
      time: sessionTime(confirmation.startsAt, language),
      title: confirmation.trial ? t('booking.trial.title') : confirmation.title,
    }),
  ];
  if (confirmation.by === 'counselor') {
    if (confirmation.late) lines.push(t('booking.canceled.late'));
    if (refunded > 0) lines.push(t('booking.cancelConfirmation.clientRefunded', { refunded }));
  } else if (fee > 0) {
    lines.push(t('booking.cancelConfirmation.lateFee', { fee, refunded }));
  } else if (refunded > 0) {
    lines.push(t('booking.cancelConfirmation.refunded', { refunded }));
  }
  return lines;
}

/** A notice's lines as one mailbox message: Chinese sentences run on, English ones take a space. */
export function mailboxMessage(lines: string[], language: TApiLocale): string {
  return lines.join(language === 'en-us' ? ' ' : '');
}

/** One booking notice, in the locale's languages: who did what to which session, and a link. */
export function BookingNoticeMail(props: TBookingNoticeProps) {
  return (
    <BilingualMail
      locale={props.locale}
      body={(language) => (
        <>
          <p>{translator(language, 'courses')('booking.greeting', { nickname: props.nickname })}</p>
          {bookingNoticeLines(props, language).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <MailLink href={props.link} />
        </>
      )}
    />
  );
}

const SUBJECT_KEY = {
  booked: 'booking.booked.subject',
  canceled: 'booking.canceled.subject',
  holdReleased: 'booking.holdReleased.subject',
  noShowClient: 'booking.noShow.subject',
  noShowCounselor: 'booking.noShow.subject',
  noShowAll: 'booking.noShow.subject',
  trialBooked: 'booking.trial.bookedSubject',
  trialCanceled: 'booking.trial.canceledSubject',
  trialNoShowClient: 'booking.trial.noShowSubject',
  trialNoShowCounselor: 'booking.trial.noShowSubject',
  trialNoShowAll: 'booking.trial.noShowSubject',
  waitlistOffer: 'booking.waitlistOffer.subject',
} as const;

export function bookingNoticeSubject(kind: TBookingNoticeKind, locale: TApiLocale): string {
  return bilingualSubject(locale, (language) => translator(language, 'courses')(SUBJECT_KEY[kind]));
}
