import { FreeCourseStatus, type TFreeCourseStatus } from '@app/contracts/enums';
import {
  FREE_TRIAL_MINUTES,
  freeCourseStatusAfter,
  type TFreeTrialProgress,
  type TFreeTrialStep,
} from '@app/contracts/free-trial';
import { defaultApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import { TRIAL_BONUS_POINTS } from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { recordAudit, USER_SUBJECT } from '../audit/audit.service.ts';
import type { TMailService } from '../mail/mail.service.ts';
import * as repo from './accounts.repo.ts';

export type TFreeTrialDeps = {
  /**
   * Gives a client the free trial's bonus points (once: the wallet's ledger key), in the
   * transaction that completes the trial's steps.
   */
  grantTrialBonus: (tx: DbOrTx, clientId: string, now: Date) => Promise<unknown>;
  /** The mailbox, writing in the given transaction. */
  mailIn: (tx: DbOrTx) => Pick<TMailService, 'sendMail'>;
};

/** The user row's lock as `advance` needs it (accounts.repo lockUser). */
export type TLockedUser = NonNullable<Awaited<ReturnType<typeof repo.lockUser>>>;

const mailText = translator(defaultApiLocale, 'accounts');
const textValues = { points: TRIAL_BONUS_POINTS, minutes: FREE_TRIAL_MINUTES };

/** The mails a status reached sends (domain spec §4: 23, 43 and 44). */
const mailsOn: Record<TFreeCourseStatus, { type: TMailType; key: keyof typeof mailKeys; link: string }[]> = {
  [FreeCourseStatus.None]: [],
  // The welcome page is the notice itself: a mail saying the same to the one reading it is noise.
  [FreeCourseStatus.Notified]: [],
  [FreeCourseStatus.PhoneComplete]: [
    { type: MailType.QuestionnaireNotify, key: 'questionnaireNext', link: '/questionnaire' },
  ],
  [FreeCourseStatus.QuestionnaireComplete]: [],
  [FreeCourseStatus.AllComplete]: [
    { type: MailType.BonusNotify, key: 'bonusGranted', link: '/user/amount' },
    { type: MailType.BonusFreeCourse, key: 'bookTrial', link: '/team' },
  ],
};
const mailKeys = {
  questionnaireNext: 'freeTrial.questionnaireNext',
  bonusGranted: 'freeTrial.bonusGranted',
  bookTrial: 'freeTrial.bookTrial',
} as const;

/**
 * The free trial's steps (FreeCourseStatus), moved in one place for the welcome, the phone and the
 * questionnaire alike: the status follows `freeCourseStatusAfter`, never backwards; reaching
 * AllComplete gives the 200 bonus points; each status reached sends its mails; every move is
 * audited. Runs in the caller's transaction, after it locked the user's row (`repo.lockUser`), so
 * two steps of one client never interleave and the bonus is given once.
 */
export function createFreeTrial(deps: TFreeTrialDeps) {
  return {
    async advance(
      tx: DbOrTx,
      input: { user: TLockedUser; step: TFreeTrialStep; actor: TAuditActor; now: Date },
    ): Promise<TFreeTrialProgress> {
      const { user, step, now } = input;
      const before = user.freeCourseStatus as TFreeCourseStatus;
      if (user.role !== 'client') return { freeCourseStatus: before, bonusGranted: false };
      // A phone verified before the steps were counted (an older account) counts as done.
      const start =
        user.phoneVerifiedAt !== null && step !== 'phoneVerified'
          ? freeCourseStatusAfter(before, 'phoneVerified')
          : before;
      const after = freeCourseStatusAfter(start, step);
      if (after === before) return { freeCourseStatus: before, bonusGranted: false };
      await repo.setFreeCourseStatus(tx, user.id, after, now);
      const bonusGranted = after === FreeCourseStatus.AllComplete;
      if (bonusGranted) await deps.grantTrialBonus(tx, user.id, now);
      for (const mail of mailsOn[after]) {
        await deps.mailIn(tx).sendMail({
          userId: user.id,
          type: mail.type,
          message: mailText(mailKeys[mail.key], textValues),
          link: mail.link,
        });
      }
      await recordAudit(tx, {
        actor: input.actor,
        action: 'account.free_course_status',
        subjectType: USER_SUBJECT,
        subjectId: user.id,
        details: { step, from: before, to: after, bonusGranted },
        at: now,
      });
      return { freeCourseStatus: after, bonusGranted };
    },
  };
}

export type TFreeTrial = ReturnType<typeof createFreeTrial>;
