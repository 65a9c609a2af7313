import { ZActivateSchema, ZEmailOnlySchema, ZRegisterResultSchema } from '@app/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import {
  activateAccount,
  registerClient,
  requestPasswordReset,
  resendActivation,
  resetPassword,
} from './account-links.service.ts';
import { envelopeResponses, ZRegisterBodySchema, ZResetPasswordBodySchema } from './route-schemas.ts';

/** Registration, activation and password reset: the flows that go through a link by e-mail. */
export function registerAccountLinkRoutes(api: FastifyInstance, ctx: TAppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/User/Register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a client; an activation link valid 15 minutes is mailed',
        description: 'captcha is the ALTCHA payload, or the reCAPTCHA response when reCAPTCHA is configured.',
        body: ZRegisterBodySchema,
        response: envelopeResponses(ZRegisterResultSchema),
      },
    },
    async (request) => {
      const { email, password, nickname, captcha } = request.body;
      const result = await registerClient(ctx, {
        email,
        password,
        nickname,
        captcha,
        ...mailRequest(request),
      });
      return ok(result, requestLocale(request));
    },
  );

  routes.post(
    '/User/ResendActivation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new activation link (earlier ones stop working)',
        description: 'Answers success for any address, so it does not tell whether an account exists.',
        body: ZEmailOnlySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await resendActivation(ctx, { email: request.body.email, ...mailRequest(request) });
      return ok(null, requestLocale(request));
    },
  );

  routes.post(
    '/User/Activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the token of its activation link',
        body: ZActivateSchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await activateAccount(ctx, { token: request.body.token, actor: auditActor(request) });
      return ok(null, requestLocale(request));
    },
  );

  routes.post(
    '/User/ForgotPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link, valid 15 minutes and usable once',
        description: 'Answers success for any address, so it does not tell whether an account exists.',
        body: ZEmailOnlySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, { email: request.body.email, ...mailRequest(request) });
      return ok(null, requestLocale(request));
    },
  );

  routes.post(
    '/User/ResetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; every session ends',
        description: 'At most 10 attempts per IP address in 15 minutes (429 beyond).',
        body: ZResetPasswordBodySchema,
        response: envelopeResponses(z.null()),
      },
    },
    async (request) => {
      await resetPassword(ctx, {
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
        actor: auditActor(request),
      });
      return ok(null, requestLocale(request));
    },
  );
}

function mailRequest(request: FastifyRequest) {
  return {
    ip: request.ip,
    locale: requestLocale(request),
  };
}
