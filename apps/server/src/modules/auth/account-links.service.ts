import { ErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordAudit, USER_SUBJECT } from '../audit/audit.service.ts';
import { sendActivationMail, sendAlreadyActivatedMail, sendPasswordResetMail } from './auth.events.ts';
import * as repo from './auth.repo.ts';
import type { TAuthDeps } from './auth.service.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.ts';
import {
  accountAddressLockKey,
  accountLockKey,
  countAttempt,
  mailPerEmailRule,
  mailPerIpRule,
  registerPerIpRule,
  resetPerIpRule,
} from './rate-limits.ts';

/** Activation and reset links work for 15 minutes (domain spec §9), once. */
const ACCOUNT_LINK_TTL_MS = 15 * 60 * 1000;

type TLinkDeps = Pick<TAppContext, 'config' | 'outbox' | 'captcha'> &
  Pick<TAuthDeps, 'db' | 'now' | 'rateLimiter' | 'accounts' | 'withTransaction' | 'sessions'>;

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
  await deps.withTransaction(async ({ unit, accounts }) => {
    const userId = await accounts.createClient({
      email: input.email,
      passwordHash,
      nickname: input.nickname,
      now,
    });
    if (!userId) throw new AppError(ErrorCode.EmailTaken);
    await repo.replaceAccountToken(unit.db, linkRow(userId, 'activate', link, now));
    await sendActivationMail(
      deps.outbox.mailer(unit.db),
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
  const user = await deps.accounts.findCredentialsByEmail(input.email);
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
  await deps.withTransaction(async ({ unit }) => {
    await repo.replaceAccountToken(unit.db, linkRow(user.id, 'activate', link, now));
    await sendActivationMail(
      deps.outbox.mailer(unit.db),
      user,
      siteLink(deps, '/ActivateResult', link),
      input.locale,
    );
  });
}

export async function activateAccount(
  deps: Pick<TAuthDeps, 'now' | 'withTransaction'>,
  input: { token: string; actor: TAuditActor },
): Promise<void> {
  const now = deps.now();
  const tokenHash = hashOpaqueToken(input.token);
  await deps.withTransaction(async ({ unit, accounts }) => {
    const userId = await repo.useAccountToken(unit.db, tokenHash, 'activate', now);
    if (!userId) {
      // The link opened a second time: its account is active, so say so and offer sign-in.
      const usedBy = await repo.findUsedAccountTokenUser(unit.db, tokenHash, 'activate');
      const owner = usedBy ? await accounts.findCredentialsById(usedBy) : undefined;
      if (owner?.activatedAt && !owner.disabledAt) throw new AppError(ErrorCode.AlreadyActivated);
      throw new AppError(ErrorCode.ActivationLinkInvalid);
    }
    await accounts.markActivated(userId, now);
    const subject = { subjectType: USER_SUBJECT, subjectId: userId };
    await recordAudit(unit.db, { actor: input.actor, action: 'account.activated', ...subject, at: now });
  });
}

/** Always answers success: whether a mail went out is only visible in the owner's inbox. */
export async function requestPasswordReset(
  deps: TLinkDeps,
  input: TMailRequest & { email: string },
): Promise<void> {
  const now = deps.now();
  await countMailRequest(deps, 'reset-mail', input, now);
  const user = await deps.accounts.findCredentialsByEmail(input.email);
  if (!user || user.disabledAt) return;
  const link = newOpaqueToken();
  await deps.withTransaction(async ({ unit }) => {
    await repo.replaceAccountToken(unit.db, linkRow(user.id, 'reset_password', link, now));
    await sendPasswordResetMail(
      deps.outbox.mailer(unit.db),
      user,
      siteLink(deps, '/signin/reset', link),
      input.locale,
    );
  });
}

/**
 * Sets the new password and ends every session. Opening the link proves the address, so an
 * account not yet activated becomes active, and the sign-in locks on it from this address are
 * lifted.
 */
export async function resetPassword(
  deps: Pick<TAuthDeps, 'db' | 'now' | 'rateLimiter' | 'accounts' | 'withTransaction' | 'sessions'>,
  input: { token: string; password: string; ip: string; actor: TAuditActor },
): Promise<void> {
  const now = deps.now();
  await countAttempt(deps.rateLimiter, [`reset-password:ip:${input.ip}`], resetPerIpRule, now);
  const tokenHash = hashOpaqueToken(input.token);
  // The cheap lookup first: only a live link is worth the CPU of a password hash.
  if (!(await repo.isAccountTokenLive(deps.db, tokenHash, 'reset_password', now))) {
    throw new AppError(ErrorCode.ResetLinkInvalid);
  }
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.withTransaction(async ({ unit, accounts }) => {
    // Spent here, atomically: of two uses of one link, one wins.
    const id = await repo.useAccountToken(unit.db, tokenHash, 'reset_password', now);
    if (!id) throw new AppError(ErrorCode.ResetLinkInvalid);
    await accounts.setPasswordHash(id, passwordHash, now);
    await accounts.markActivated(id, now);
    await repo.revokeUserSessions(unit.db, id, 'password_reset', now);
    unit.afterCommit(deps.sessions.delivered);
    const subject = { subjectType: USER_SUBJECT, subjectId: id };
    await recordAudit(unit.db, { actor: input.actor, action: 'account.password_reset', ...subject, at: now });
    return id;
  });
  const user = await deps.accounts.findCredentialsById(userId);
  if (!user) return;
  await deps.rateLimiter.reset(accountLockKey(user.email));
  await deps.rateLimiter.reset(accountAddressLockKey(user.email, input.ip));
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

/** The link flows, bound to the deps (and so to the transaction) they run in. */
export function createAccountLinksService(deps: TLinkDeps) {
  return {
    registerClient: (input: Parameters<typeof registerClient>[1]) => registerClient(deps, input),
    resendActivation: (input: Parameters<typeof resendActivation>[1]) => resendActivation(deps, input),
    activateAccount: (input: Parameters<typeof activateAccount>[1]) => activateAccount(deps, input),
    requestPasswordReset: (input: Parameters<typeof requestPasswordReset>[1]) =>
      requestPasswordReset(deps, input),
    resetPassword: (input: Parameters<typeof resetPassword>[1]) => resetPassword(deps, input),
  };
}

export type TAccountLinksService = ReturnType<typeof createAccountLinksService>;

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
