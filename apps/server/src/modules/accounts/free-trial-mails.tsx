// The server also runs from the repository root (npm start, tsx), where no tsconfig sets the
// JSX runtime: without this pragma the templates would call an undefined React.createElement.
/** @jsxRuntime automatic */
import { FREE_TRIAL_MINUTES } from '@app/contracts/free-trial';
import type { TApiLocale } from '@app/contracts/locale';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import { translator } from '../../platform/i18n/i18n.ts';
import { BilingualMail, MailLink } from '../../platform/mail/templates/mail-layout.tsx';
import { bilingualSubject } from '../../platform/mail/templates/render-mail.ts';

/** The free trial's notices that also go by e-mail: they call back a client who is not on the site. */
export type TFreeTrialMailKind = 'quotaRefilled' | 'quotaRefilledAgain' | 'stepsReminder';

/** The values every free-trial text may name. */
export const freeTrialTextValues = { points: TRIAL_BONUS_POINTS, minutes: FREE_TRIAL_MINUTES };

/** The notice's one line, as the mailbox and the e-mail both say it. */
export function freeTrialNotice(kind: TFreeTrialMailKind, language: TApiLocale): string {
  return translator(language, 'accounts')(`freeTrial.${kind}`, freeTrialTextValues);
}

/** Mails 28, 46 (the trial is back after a paid session) and 45 (the steps left), in both languages. */
export function FreeTrialMail(props: {
  kind: TFreeTrialMailKind;
  nickname: string;
  link: string;
  locale: TApiLocale;
}) {
  return (
    <BilingualMail
      locale={props.locale}
      body={(language) => (
        <>
          <p>{translator(language, 'accounts')('freeTrial.greeting', { nickname: props.nickname })}</p>
          <p>{freeTrialNotice(props.kind, language)}</p>
          <MailLink href={props.link} />
        </>
      )}
    />
  );
}

export function freeTrialSubject(kind: TFreeTrialMailKind, locale: TApiLocale): string {
  return bilingualSubject(locale, (language) =>
    translator(language, 'accounts')(`freeTrial.subjects.${kind}`),
  );
}
