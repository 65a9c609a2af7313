import { ErrorCode } from '@app/contracts/error-codes';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  TRateLimiter,
  TRateLimitRule,
  TRateLimitState,
} from '../../platform/rate-limit/rate-limiter.ts';

const MINUTE = 60;

/*
 * Sign-in attempts are counted before the password is checked and given back when it was right,
 * so the counts are failures. Three keys (see docs/decisions.md):
 * - one account from one address: 10 in 15 minutes refuse that pair for the window's rest;
 * - one address over all accounts: 100, since a school or an office shares one address;
 * - one account from all addresses: beyond 20, each attempt needs the not-a-robot check, so that
 *   no one can lock the owner out by failing on purpose.
 */
export const accountAddressFailureRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };
export const addressFailureRule: TRateLimitRule = { limit: 100, windowSeconds: 15 * MINUTE };
export const accountCaptchaRule: TRateLimitRule = { limit: 20, windowSeconds: 15 * MINUTE };
/** Wrong old passwords of ChangePassword: a borrowed session cannot be used to guess the password. */
export const oldPasswordFailureRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };
export const registerPerIpRule: TRateLimitRule = { limit: 5, windowSeconds: 60 * MINUTE };
/** Activation and reset mails: a person needs one or two; more is someone flooding an inbox. */
export const mailPerEmailRule: TRateLimitRule = { limit: 3, windowSeconds: 15 * MINUTE };
export const mailPerIpRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };
/** Reset-link attempts per IP: the owner opens one link; more is someone guessing tokens. */
export const resetPerIpRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };

export const accountLockKey = (email: string) => `signin-fail:account:${email}`;
export const accountAddressLockKey = (email: string, ip: string) => `signin-fail:account-ip:${ip}:${email}`;
export const ipLockKey = (ip: string) => `signin-fail:ip:${ip}`;
export const oldPasswordLockKey = (userId: string) => `old-password-fail:user:${userId}`;

function refuse(state: TRateLimitState): never {
  throw new AppError(ErrorCode.RateLimited, { headers: { 'Retry-After': String(state.retryAfterSeconds) } });
}

/** Counts one attempt under each key and refuses the attempts beyond the limit. */
export async function countAttempt(limiter: TRateLimiter, keys: string[], rule: TRateLimitRule, now: Date) {
  for (const key of keys) {
    const state = await limiter.hit(key, rule, now);
    if (state.hits > rule.limit) refuse(state);
  }
}
