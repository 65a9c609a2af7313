import { ZActivateSchema, ZEmailOnlySchema, ZRegisterResultSchema } from '@app/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { ok } from '../../platform/http/envelope.ts';
import { envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TAccountLinksService } from './account-links.service.ts';
import { ZRegisterBodySchema, ZResetPasswordBodySchema } from './new-password-bodies.ts';

/** Registration, activation and password reset: the flows that go through a link by e-mail. */
export function registerAccountLinkRoutes(api: FastifyInstance, links: TAccountLinksService): void {
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
      const result = await links.registerClient({
        email,
        password,
        nickname,
        captcha,
        ...mailRequest(request),
      });
      return ok(result, request.locale);
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
      await links.resendActivation({ email: request.body.email, ...mailRequest(request) });
      return ok(null, request.locale);
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
      await links.activateAccount({ token: request.body.token, actor: auditActor(request) });
      return ok(null, request.locale);
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
      await links.requestPasswordReset({ email: request.body.email, ...mailRequest(request) });
      return ok(null, request.locale);
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
      await links.resetPassword({
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );
}

function mailRequest(request: FastifyRequest) {
  return {
    ip: request.ip,
    locale: request.locale,
  };
}
