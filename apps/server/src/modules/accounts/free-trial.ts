import { FreeCourseStatus, type TFreeCourseStatus } from '@app/contracts/enums';
import {
  freeCourseStatusAfter,
  type TFreeTrialProgress,
  type TFreeTrialStep,
} from '@app/contracts/free-trial';
import { defaultApiLocale } from '@app/contracts/locale';
import { MailType, type TMailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { recordAudit, USER_SUBJECT } from '../audit/audit.service.ts';
import type { TMailService } from '../mail/mail.service.ts';
import * as repo from './accounts.repo.ts';
import { freeTrialNotice, freeTrialTextValues, type TFreeTrialMailKind } from './free-trial-mails.tsx';
import type { TFreeTrialEvents } from './free-trial.events.ts';

export type TFreeTrialDeps = {
  /**
   * Gives a client the free trial's bonus points (once: the wallet's ledger key), in the
   * transaction that completes the trial's steps.
   */
  grantTrialBonus: (tx: DbOrTx, clientId: string, now: Date) => Promise<unknown>;
  /** The mailbox, writing in the given transaction. */
  mailIn: (tx: DbOrTx) => Pick<TMailService, 'sendMail'>;
  events: TFreeTrialEvents;
};

/** The user row's lock as `advance` needs it (accounts.repo lockUser). */
export type TLockedUser = NonNullable<Awaited<ReturnType<typeof repo.lockUser>>>;

/** Where a client finds the counselors who take trials. */
export const TRIAL_COUNSELORS_PATH = '/team?freeTrial=true';

const mailText = translator(defaultApiLocale, 'accounts');

/** The mailbox notices a status reached sends (domain spec §4: 23, 43 and 44): the client is on the site. */
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
    { type: MailType.BonusFreeCourse, key: 'bookTrial', link: TRIAL_COUNSELORS_PATH },
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
  /** A notice for a client who may not be on the site: in their mailbox, and by e-mail. */
  const tell = async (
    tx: DbOrTx,
    notice: {
      userId: string;
      to: repo.TRecipient;
      kind: TFreeTrialMailKind;
      type: TMailType;
      path: string;
    },
  ) => {
    await deps.mailIn(tx).sendMail({
      userId: notice.userId,
      type: notice.type,
      message: freeTrialNotice(notice.kind, defaultApiLocale),
      link: notice.path,
    });
    await deps.events.mailed(tx, { to: notice.to, kind: notice.kind, path: notice.path });
  };

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
      if (bonusGranted) {
        await deps.grantTrialBonus(tx, user.id, now);
        // The one trial the steps give, with the points that pay its deposit.
        await repo.giveFreeCourseQuota(tx, user.id, now);
      }
      for (const mail of mailsOn[after]) {
        await deps.mailIn(tx).sendMail({
          userId: user.id,
          type: mail.type,
          message: mailText(mailKeys[mail.key], freeTrialTextValues),
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

    /**
     * A paid session of the client's has ended: their trial quota is back to 1 (when they finished
     * the steps and hold none), told by mail 46 to a client who has had a trial already and by
     * mail 28 otherwise. Runs in the caller's transaction; answers whether the quota was given.
     */
    async refill(tx: DbOrTx, input: { clientId: string; hadTrial: boolean; now: Date }): Promise<boolean> {
      const client = await repo.giveFreeCourseQuota(tx, input.clientId, input.now);
      if (!client) return false;
      const kind = input.hadTrial ? 'quotaRefilledAgain' : 'quotaRefilled';
      await tell(tx, {
        userId: input.clientId,
        to: client,
        kind,
        type: input.hadTrial ? MailType.OldClientFreeCourseNotify : MailType.FreeCourseAddCount,
        path: TRIAL_COUNSELORS_PATH,
      });
      return true;
    },

    /**
     * Mail 45, once: a client still at the first steps (Notified or PhoneComplete) is reminded what
     * is left. Runs in the caller's transaction; false when they were reminded or moved on meanwhile.
     */
    async remind(tx: DbOrTx, input: { clientId: string; now: Date }): Promise<boolean> {
      const client = await repo.markFreeTrialReminded(tx, input.clientId, input.now);
      if (!client) return false;
      await tell(tx, {
        userId: input.clientId,
        to: client,
        kind: 'stepsReminder',
        type: MailType.QuestionnaireNotComplete,
        path: '/user/freecourseprompt',
      });
      return true;
    },
  };
}

export type TFreeTrial = ReturnType<typeof createFreeTrial>;
