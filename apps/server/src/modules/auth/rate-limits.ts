import { ErrorCode } from '@app/contracts/error-codes';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  TRateLimiter,
  TRateLimitRule,
  TRateLimitState,
} from '../../platform/rate-limit/rate-limiter.ts';

const MINUTE = 60;

/** Failed sign-ins, per account (e-mail) and per IP: 10 in 15 minutes locks for the window's rest. */
export const signInFailureRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };
export const registerPerIpRule: TRateLimitRule = { limit: 5, windowSeconds: 60 * MINUTE };
/** Activation and reset mails: a person needs one or two; more is someone flooding an inbox. */
export const mailPerEmailRule: TRateLimitRule = { limit: 3, windowSeconds: 15 * MINUTE };
export const mailPerIpRule: TRateLimitRule = { limit: 10, windowSeconds: 15 * MINUTE };

export const accountLockKey = (email: string) => `signin-fail:account:${email}`;
export const ipLockKey = (ip: string) => `signin-fail:ip:${ip}`;

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
