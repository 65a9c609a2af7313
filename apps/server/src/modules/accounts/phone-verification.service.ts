import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { VerifyStatus } from '@app/contracts/enums';
import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import { normalizePhone } from '@app/contracts/phone';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_ACCOUNT,
  SMS_DAILY_LIMIT_PER_IP,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_MAX_WRONG_ATTEMPTS,
  SMS_RESEND_AFTER_SECONDS,
  type TPhoneVerified,
  type TSmsCodeSent,
} from '@app/contracts/sms';
import { isSupportedCountry } from 'libphonenumber-js';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';
import { recordAudit, USER_SUBJECT } from '../audit/audit.service.ts';
import * as repo from './accounts.repo.ts';
import type { TFreeTrial } from './free-trial.ts';

const DAY_SECONDS = 86_400;
const TTL_MINUTES = SMS_CODE_TTL_SECONDS / 60;

const smsText = (locale: TApiLocale, code: string) =>
  translator(locale, 'accounts')('smsCode', { code, minutes: TTL_MINUTES });

type TPhoneInput = { userId: string; phone: string; country?: string | undefined };

type TDeps = {
  db: DbOrTx;
  outbox: TOutbox;
  rateLimiter: TRateLimiter;
  /** Called once a user's row is written: this instance forgets it after the commit. */
  userRowChanged: (userId: string) => void;
  /** The user's balances moved (the free trial's bonus): this instance forgets them once committed. */
  balancesChanged: (userId: string) => void;
  /** The free trial's steps: a client's verified phone is one of them. */
  freeTrial: TFreeTrial;
  now: () => Date;
};

/** Proves that a user holds a phone: a 6-digit code by SMS, typed back within 10 minutes. */
export function createPhoneVerificationService(deps: TDeps) {
  return {
    async sendCode(input: TPhoneInput & { ip: string; locale: TApiLocale }): Promise<TSmsCodeSent> {
      const phone = parsePhone(input.phone, input.country);
      const now = deps.now();
      // Checked before counting so that a double click does not use up the daily quota.
      await assertResendAllowed(deps.db, input.userId, now);
      // Counted before "number taken" is answered: otherwise any account could test numbers for free.
      await countDailySend(
        deps.rateLimiter,
        [
          [`sms:user:${input.userId}`, SMS_DAILY_LIMIT_PER_ACCOUNT],
          [`sms:phone:${phone}`, SMS_DAILY_LIMIT_PER_PHONE],
          [`sms:ip:${input.ip}`, SMS_DAILY_LIMIT_PER_IP],
        ],
        now,
      );
      if (await repo.isPhoneHeldByOther(deps.db, phone, input.userId))
        throw new AppError(ErrorCode.PhoneTaken);

      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await deps.db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, input.userId))) throw new AppError(ErrorCode.NotFound);
        // Again under the lock: two requests at once must not both send.
        await assertResendAllowed(tx, input.userId, now);
        await repo.insertPhoneVerification(tx, {
          userId: input.userId,
          phone,
          codeHash: hashCode(phone, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        });
        // Sent after the commit, retried if the provider fails.
        await deps.outbox.enqueue(tx, { channel: 'sms', to: phone, text: smsText(input.locale, code) });
      });
      return { phone, expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: SMS_RESEND_AFTER_SECONDS };
    },

    async verifyCode(input: TPhoneInput & { code: string; actor: TAuditActor }): Promise<TPhoneVerified> {
      const phone = parsePhone(input.phone, input.country);
      const now = deps.now();
      let refusal: { code: TErrorCode; data?: unknown } | null;
      let bonusGranted = false;
      try {
        refusal = await deps.db.transaction(async (tx) => {
          const user = await repo.lockUser(tx, input.userId);
          if (!user) return { code: ErrorCode.NotFound };
          const verification = await repo.findLatestPhoneVerification(tx, input.userId);
          if (!verification || verification.phone !== phone || verification.verifiedAt) {
            return { code: ErrorCode.SmsCodeExpired };
          }
          if (verification.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS)
            return { code: ErrorCode.SmsTooManyAttempts };
          if (verification.expiresAt <= now) return { code: ErrorCode.SmsCodeExpired };
          if (!codeMatches(verification.codeHash, phone, input.code)) {
            // Returned, not thrown, so that the count is committed.
            const wrongAttempts = await repo.addWrongAttempt(tx, verification.id);
            const remainingAttempts = SMS_MAX_WRONG_ATTEMPTS - wrongAttempts;
            return remainingAttempts > 0
              ? { code: ErrorCode.SmsCodeWrong, data: { remainingAttempts } }
              : { code: ErrorCode.SmsTooManyAttempts };
          }
          await repo.setVerifiedPhone(tx, input.userId, phone, now);
          await repo.markPhoneVerificationUsed(tx, verification.id, now);
          if (user.role === 'counselor') {
            await repo.setCounselorVerifyStatus(tx, input.userId, VerifyStatus.Verified);
            // An approved applicant's last step: the application is complete.
            await repo.completeApprovedApplication(tx, input.userId, now);
          }
          await recordAudit(tx, {
            actor: input.actor,
            action: 'account.phone_verified',
            subjectType: USER_SUBJECT,
            subjectId: input.userId,
            at: now,
          });
          // A client's step of the free trial; after the questionnaire it gives the bonus points.
          if (user.role === 'client') {
            const progress = await deps.freeTrial.advance(tx, {
              user,
              step: 'phoneVerified',
              actor: input.actor,
              now,
            });
            bonusGranted = progress.bonusGranted;
          }
          return null;
        });
      } catch (error) {
        // The unique index is the final judge when two accounts verify the same phone.
        if (isUniqueViolation(error, 'users_phone_key')) throw new AppError(ErrorCode.PhoneTaken);
        throw error;
      }
      if (refusal) throw new AppError(refusal.code, { data: refusal.data });
      deps.userRowChanged(input.userId);
      if (bonusGranted) deps.balancesChanged(input.userId);
      return { phone, phoneVerified: true };
    },
  };
}

export type TPhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

/** The E.164 form of the number; country (ISO, default TW) applies when it has no +prefix. */
function parsePhone(input: string, country: string | undefined): string {
  const region = country?.toUpperCase();
  if (region !== undefined && !isSupportedCountry(region)) throw new AppError(ErrorCode.PhoneInvalid);
  const phone = normalizePhone(input, region);
  if (!phone) throw new AppError(ErrorCode.PhoneInvalid);
  return phone;
}

async function assertResendAllowed(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const last = await repo.findLatestPhoneVerification(db, userId);
  if (!last) return;
  const waitMs = last.sentAt.getTime() + SMS_RESEND_AFTER_SECONDS * 1000 - now.getTime();
  if (waitMs <= 0) return;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  throw new AppError(ErrorCode.SmsResendTooSoon, {
    data: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

async function countDailySend(
  rateLimiter: TRateLimiter,
  limits: [key: string, limit: number][],
  now: Date,
): Promise<void> {
  for (const [key, limit] of limits) {
    // Counting first and comparing after keeps the cap exact under concurrent requests.
    const state = await rateLimiter.hit(key, { limit, windowSeconds: DAY_SECONDS }, now);
    if (state.hits > limit) {
      throw new AppError(ErrorCode.RateLimited, {
        data: { retryAfterSeconds: state.retryAfterSeconds },
        headers: { 'Retry-After': String(state.retryAfterSeconds) },
      });
    }
  }
}

// A code lives 10 minutes and allows 5 tries, so a plain hash is enough to keep it unreadable at rest.
function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

function codeMatches(codeHash: string, phone: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(codeHash, 'hex'), Buffer.from(hashCode(phone, code), 'hex'));
}
