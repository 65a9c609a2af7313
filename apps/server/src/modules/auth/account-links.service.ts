import { ErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import type { TAppContext } from '../../platform/app-context.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendActivationMail, sendAlreadyActivatedMail, sendPasswordResetMail } from './auth.events.ts';
import * as repo from './auth.repo.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import {
  accountLockKey,
  countAttempt,
  mailPerEmailRule,
  mailPerIpRule,
  registerPerIpRule,
} from './rate-limits.ts';

/** Activation and reset links work for 15 minutes (domain spec §9), once. */
const ACCOUNT_LINK_TTL_MS = 15 * 60 * 1000;

type TLinkDeps = Pick<TAppContext, 'db' | 'now' | 'config' | 'outbox' | 'rateLimiter' | 'captcha'>;

/**
 * Each mail is queued in the transaction that writes its link and goes out after the commit, so
 * no answer waits for the mail server: a known and an unknown address take the same time.
 */
type TMailRequest = { ip: string; locale: TApiLocale };

/**
 * A new client waits for activation. The account, its profile, its link and its mail are written
 * in one transaction.
 */
export async function registerClient(
  deps: TLinkDeps,
  input: TMailRequest & { email: string; password: string; nickname: string; captcha: string },
): Promise<{ email: string; activationMailSent: boolean }> {
  const now = deps.now();
  await countAttempt(deps.rateLimiter, [`register:ip:${input.ip}`], registerPerIpRule, now);
  if (!(await deps.captcha.verify(input.captcha, input.ip))) throw new AppError(ErrorCode.CaptchaFailed);

  const passwordHash = await hashPassword(input.password);
  const link = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    const userId = await repo.insertClient(tx, {
      email: input.email,
      passwordHash,
      nickname: input.nickname,
      now,
    });
    if (!userId) throw new AppError(ErrorCode.EmailTaken);
    await repo.replaceAccountToken(tx, linkRow(userId, 'activate', link, now));
    await sendActivationMail(
      deps.outbox.mailer(tx),
      input,
      siteLink(deps, '/ActivateResult', link),
      input.locale,
    );
  });
  return { email: input.email, activationMailSent: true };
}

/**
 * Answers the same for every address, so it tells no one whether an account exists. An
 * already active account gets a mail saying so, which only its owner reads.
 */
export async function resendActivation(
  deps: TLinkDeps,
  input: TMailRequest & { email: string },
): Promise<void> {
  const now = deps.now();
  await countMailRequest(deps, 'activation-mail', input, now);
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user || user.disabledAt) return;
  if (user.activatedAt) {
    await sendAlreadyActivatedMail(
      deps.outbox.mailer(deps.db),
      user,
      siteLink(deps, '/signin'),
      input.locale,
    );
    return;
  }
  const link = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await repo.replaceAccountToken(tx, linkRow(user.id, 'activate', link, now));
    await sendActivationMail(
      deps.outbox.mailer(tx),
      user,
      siteLink(deps, '/ActivateResult', link),
      input.locale,
    );
  });
}

export async function activateAccount(deps: Pick<TAppContext, 'db' | 'now'>, token: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await repo.useAccountToken(tx, hashOpaqueToken(token), 'activate', now);
    if (!userId) throw new AppError(ErrorCode.ActivationLinkInvalid);
    await repo.markActivated(tx, userId, now);
  });
}

/** Always answers success: whether a mail went out is only visible in the owner's inbox. */
export async function requestPasswordReset(
  deps: TLinkDeps,
  input: TMailRequest & { email: string },
): Promise<void> {
  const now = deps.now();
  await countMailRequest(deps, 'reset-mail', input, now);
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user || user.disabledAt) return;
  const link = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await repo.replaceAccountToken(tx, linkRow(user.id, 'reset_password', link, now));
    await sendPasswordResetMail(
      deps.outbox.mailer(tx),
      user,
      siteLink(deps, '/signin/reset', link),
      input.locale,
    );
  });
}

/**
 * Sets the new password and ends every session. Opening the link proves the address, so an
 * account not yet activated becomes active, and the sign-in lock on it is lifted.
 */
export async function resetPassword(
  deps: Pick<TAppContext, 'db' | 'now' | 'rateLimiter'>,
  input: { token: string; password: string },
): Promise<void> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await repo.useAccountToken(tx, hashOpaqueToken(input.token), 'reset_password', now);
    if (!id) throw new AppError(ErrorCode.ResetLinkInvalid);
    await repo.updatePasswordHash(tx, id, passwordHash, now);
    await repo.markActivated(tx, id, now);
    await repo.revokeUserSessions(tx, id, 'password_reset', now);
    return id;
  });
  const user = await repo.findUserById(deps.db, userId);
  if (user) await deps.rateLimiter.reset(accountLockKey(user.email));
}

async function countMailRequest(
  deps: TLinkDeps,
  kind: string,
  input: { email: string; ip: string },
  now: Date,
) {
  await countAttempt(deps.rateLimiter, [`${kind}:email:${input.email}`], mailPerEmailRule, now);
  await countAttempt(deps.rateLimiter, [`${kind}:ip:${input.ip}`], mailPerIpRule, now);
}

function linkRow(userId: string, purpose: repo.TAccountTokenPurpose, token: string, now: Date) {
  return {
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS),
  };
}

function siteLink(deps: Pick<TAppContext, 'config'>, path: string, token?: string): string {
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  return token ? `${base}${path}?token=${token}` : `${base}${path}`;
}
