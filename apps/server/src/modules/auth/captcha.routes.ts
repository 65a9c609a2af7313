import { ZAltchaChallengeSchema, ZCaptchaConfigSchema, type TCaptchaConfig } from '@app/contracts/auth';
import { ErrorCode } from '@app/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { envelopeResponses } from '../../platform/http/route-schemas.ts';

/** Which not-a-robot check the register form shows, and the ALTCHA challenges it solves. */
export function registerCaptchaRoutes(api: FastifyInstance, ctx: TAppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { captcha } = ctx;

  routes.get(
    '/captcha/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'The not-a-robot check in use: ALTCHA (self-hosted) or reCAPTCHA v2',
        response: envelopeResponses(ZCaptchaConfigSchema),
      },
    },
    async (request) => {
      const { locale } = request;
      const config: TCaptchaConfig =
        captcha.kind === 'altcha'
          ? { kind: 'altcha', challengeUrl: `/api/${locale}/captcha/challenge` }
          : { kind: 'recaptcha', siteKey: captcha.siteKey };
      return ok(config, locale);
    },
  );

  routes.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new ALTCHA challenge (data is given as is to the altcha widget)',
        description: 'Valid 10 minutes and accepted once. 404 when reCAPTCHA is configured instead.',
        response: envelopeResponses(ZAltchaChallengeSchema),
      },
    },
    async (request) => {
      if (captcha.kind !== 'altcha') throw new AppError(ErrorCode.NotFound);
      return ok(await captcha.createChallenge(), request.locale);
    },
  );
}
