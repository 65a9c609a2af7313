import { ZTokenRequestSchema, ZTokenResponseSchema } from '@app/contracts/auth';
import { GrantType } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth/access-token.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';
import { registerAccountLinkRoutes } from './account-links.routes.ts';
import { registerCaptchaRoutes } from './captcha.routes.ts';
import { ZChangePasswordBodySchema } from './new-password-bodies.ts';

/**
 * The web app's refresh token lives in this httpOnly cookie. Path /api covers the token
 * endpoint of every locale (/api/{locale}/jwt); see docs/decisions.md.
 */
const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: '/api' } as const;

const ZJwtBodySchema = ZTokenRequestSchema.superRefine((body, issues) => {
  if (body.grant_type !== GrantType.Custom) return;
  if (!body.username?.trim()) {
    issues.addIssue({ code: 'custom', path: ['username'], message: 'validation.required' });
  }
  if (!body.password) {
    issues.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_enter' });
  }
});

const socialGrants: number[] = [GrantType.Facebook, GrantType.GooglePlus, GrantType.Weibo, GrantType.Apple];

export async function registerAuthModule(
  api: FastifyInstance,
  ctx: TAppContext,
  services: Pick<TServices, 'auth' | 'accountLinks'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth } = services;

  routes.post(
    '/jwt',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (grant_type 0: e-mail and password) or refresh (grant_type 9)',
        description:
          'Refresh with the rotating refresh token, or with a still valid access token of a live session. ' +
          'With isFromWeb the refresh token is set in an httpOnly cookie and answered as null. ' +
          'An account attacked from many addresses answers error_code 2012 (403) until the sign-in ' +
          'carries captcha, the not-a-robot check (as for registration).',
        body: ZJwtBodySchema,
        response: envelopeResponses(ZTokenResponseSchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (socialGrants.includes(body.grant_type)) throw new AppError(ErrorCode.GrantTypeNotEnabled);

      const cookieToken = request.cookies[REFRESH_COOKIE];
      // The web app sends no token in the body; its cookie carries it.
      const fromWeb =
        body.isFromWeb === true || body.isFromWeb === 'true' || (!body.refresh_token && !!cookieToken);
      const tokens =
        body.grant_type === GrantType.RefreshToken
          ? await auth.refreshSession(body.refresh_token || cookieToken)
          : await auth.signInWithPassword({
              email: body.username ?? '',
              password: body.password ?? '',
              ip: request.ip,
              userAgent: request.headers['user-agent'] ?? null,
              captcha: body.captcha,
            });
      if (fromWeb && tokens.refreshToken) {
        setRefreshCookie(reply, tokens.refreshToken, tokens.sessionExpiresAt, ctx.now());
      }
      return ok(
        {
          access_token: tokens.accessToken,
          token_type: 'Bearer' as const,
          expires_in: ACCESS_TOKEN_TTL_SECONDS,
          refresh_token: fromWeb ? null : tokens.refreshToken,
          role: tokens.role,
        },
        request.locale,
      );
    },
  );

  routes.post(
    '/User/Logout',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session (its access and refresh tokens stop working)',
        security: bearerSecurity,
        response: envelopeResponses(z.null()),
      },
    },
    async (request, reply) => {
      await auth.logout(requireUser(request).sessionId);
      reply.clearCookie(REFRESH_COOKIE, REFRESH_COOKIE_OPTIONS);
      return ok(null, request.locale);
    },
  );

  routes.post(
    '/User/ChangePassword',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the account ends',
        description: 'error_code 441 when the old password is wrong.',
        security: bearerSecurity,
        body: ZChangePasswordBodySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.changePassword({
        userId: user.userId,
        sessionId: user.sessionId,
        ...request.body,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );

  registerAccountLinkRoutes(api, services.accountLinks);
  registerCaptchaRoutes(api, ctx);
}

/** The cookie lasts as long as the session may: its absolute expiry. */
function setRefreshCookie(reply: FastifyReply, refreshToken: string, sessionExpiresAt: Date, now: Date) {
  const maxAge = Math.max(0, Math.floor((sessionExpiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...REFRESH_COOKIE_OPTIONS, maxAge });
}
