// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import type { TApiLocale } from '@app/contracts/locale';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';

/** What every lecture notice names: which lecture, when and where. */
export type TLectureFacts = {
  id: string;
  title: string;
  startsAt: Date;
  lengthMinutes: number;
  place: string;
  /** The hosting counselor's name. */
  host: string;
};

/**
 * What a notice tells: the lecture confirmed at its deadline (mail 36), called off for too few
 * members or by its counselor (37, with the points given back), or over (40, asking for a rating).
 * `to` says whether it goes to a member or to the hosting counselor.
 */
export type TLectureNotice =
  | { kind: 'confirmed'; to: 'member' | 'counselor'; members: number }
  | {
      kind: 'tooFewMembers';
      to: 'member' | 'counselor';
      members: number;
      minMembers: number;
      refunded: number;
    }
  | { kind: 'canceledByCounselor'; reason: string; refunded: number }
  | { kind: 'completed' };

export type TLectureMailProps = {
  notice: TLectureNotice;
  lecture: TLectureFacts;
  nickname: string;
  /** The lecture's page. */
  link: string;
  /** Where mail 40 asks members to rate the lecture. */
  ratingLink: string;
  locale: TApiLocale;
};

/** What a notice says (without greeting and links), one line a paragraph; the mailbox joins them. */
export function lectureNoticeLines(
  notice: TLectureNotice,
  lecture: TLectureFacts,
  language: TApiLocale,
): string[] {
  const t = translator(language, 'courses');
  const { title } = lecture;
  const when = t('lecture.when', {
    time: sessionTime(lecture.startsAt, language),
    minutes: lecture.lengthMinutes,
    place: lecture.place,
  });
  const refunded = (points: number) => (points > 0 ? [t('lecture.refunded', { points })] : []);
  switch (notice.kind) {
    case 'confirmed':
      return notice.to === 'member'
        ? [t('lecture.confirmed.member', { title }), when, t('lecture.confirmed.arrive')]
        : [t('lecture.confirmed.counselor', { title, members: notice.members }), when];
    case 'tooFewMembers':
      return notice.to === 'member'
        ? [t('lecture.tooFewMembers.member', { title }), when, ...refunded(notice.refunded)]
        : [
            t('lecture.tooFewMembers.counselor', {
              title,
              members: notice.members,
              minMembers: notice.minMembers,
            }),
            when,
            ...(notice.members > 0 ? [t('lecture.tooFewMembers.membersRefunded')] : []),
          ];
    case 'canceledByCounselor':
      return [
        t('lecture.canceledByCounselor.body', { title, counselor: lecture.host }),
        when,
        t('lecture.canceledByCounselor.reason', { reason: notice.reason }),
        ...refunded(notice.refunded),
      ];
    case 'completed':
      return [t('lecture.completed.body', { title }), when, t('lecture.completed.feedback')];
  }
}

/** One lecture notice, in the locale's languages, with a link to the lecture (and the contact page). */
export function LectureMail(props: TLectureMailProps) {
  return (
    <BilingualMail
      locale={props.locale}
      body={(language) => (
        <>
          <p>{translator(language, 'courses')('lecture.greeting', { nickname: props.nickname })}</p>
          {lectureNoticeLines(props.notice, props.lecture, language).map((line) => (
            <p key={line}>{line}</p>
          ))}
          <MailLink href={props.link} />
          {props.notice.kind === 'completed' && <MailLink href={props.ratingLink} />}
        </>
      )}
    />
  );
}

const SUBJECT_KEY = {
  confirmed: 'lecture.confirmed.subject',
  tooFewMembers: 'lecture.canceledSubject',
  canceledByCounselor: 'lecture.canceledSubject',
  completed: 'lecture.completed.subject',
} as const;

export function lectureSubject(notice: TLectureNotice, title: string, locale: TApiLocale): string {
  return bilingualSubject(locale, (language) =>
    translator(language, 'courses')(SUBJECT_KEY[notice.kind], { title }),
  );
}
