import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { ZClientProfileSchema, ZCounselorProfileSchema, ZExpertProfileSchema } from '@app/contracts/profile';
import {
  ZPhoneVerifiedSchema,
  ZSendSmsCodeSchema,
  ZSmsCodeSentSchema,
  ZVerifySmsCodeSchema,
} from '@app/contracts/sms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createAccountsService } from './accounts.service.ts';
import { createPhoneVerificationService } from './phone-verification.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const signedInErrors = { 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };
const tags = ['accounts'];
const security = [{ bearer: [] }];

/** Profiles of the signed-in user, and phone verification by SMS code. */
export async function registerAccountsModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const accounts = createAccountsService({ db: ctx.db, cipher: ctx.fieldCipher, now: ctx.now });
  const phones = createPhoneVerificationService({
    db: ctx.db,
    outbox: ctx.outbox,
    rateLimiter: ctx.rateLimiter,
    now: ctx.now,
  });

  routes.get(
    '/client',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security,
        summary: "The signed-in client's profile",
        // The spec's client always sends isNewVersion=true; there is only one version.
        querystring: z.object({ isNewVersion: z.enum(['true', 'false']).optional() }),
        response: { 200: ZEnvelopeSchema(ZClientProfileSchema), ...signedInErrors },
      },
    },
    async (request) =>
      ok(
        await accounts.getClientProfile(requireUser(request).userId, auditActor(request)),
        requestLocale(request),
      ),
  );

  routes.get(
    '/counselor',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security,
        summary: "The signed-in counselor's profile",
        response: { 200: ZEnvelopeSchema(ZCounselorProfileSchema), ...signedInErrors },
      },
    },
    async (request) =>
      ok(await accounts.getCounselorProfile(requireUser(request).userId), requestLocale(request)),
  );

  routes.get(
    '/expert',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security,
        summary: "The signed-in expert's profile",
        response: { 200: ZEnvelopeSchema(ZExpertProfileSchema), ...signedInErrors },
      },
    },
    async (request) =>
      ok(await accounts.getExpertProfile(requireUser(request).userId), requestLocale(request)),
  );

  routes.post(
    '/User/Phone/SendCode',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security,
        summary: 'Send a verification code by SMS',
        description:
          'Sends a 6-digit code valid 10 minutes. Refusals: 2101 invalid number, 2102 number held by another ' +
          'account, 2105 less than 2 minutes since the last code and 1004 daily limit (both with Retry-After ' +
          'and data.retryAfterSeconds).',
        body: ZSendSmsCodeSchema,
        response: {
          200: ZEnvelopeSchema(ZSmsCodeSentSchema),
          400: ZErrorSchema,
          409: ZErrorSchema,
          429: ZErrorSchema,
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const sent = await phones.sendCode({
        userId: requireUser(request).userId,
        phone: request.body.phone,
        country: request.body.country,
        ip: request.ip,
        locale: requestLocale(request),
      });
      return ok(sent, requestLocale(request));
    },
  );

  routes.post(
    '/User/Phone/Verify',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security,
        summary: 'Verify the phone with the code received by SMS',
        description:
          'Refusals: 2103 wrong code (data.remainingAttempts), 2104 code expired or none sent to this number, ' +
          '2106 too many wrong codes (send a new one), 2102 number verified by another account meanwhile.',
        body: ZVerifySmsCodeSchema,
        response: {
          200: ZEnvelopeSchema(ZPhoneVerifiedSchema),
          400: ZErrorSchema,
          409: ZErrorSchema,
          429: ZErrorSchema,
          ...signedInErrors,
        },
      },
    },
    async (request) => {
      const verified = await phones.verifyCode({
        userId: requireUser(request).userId,
        phone: request.body.phone,
        country: request.body.country,
        code: request.body.code,
        actor: auditActor(request),
      });
      return ok(verified, requestLocale(request));
    },
  );
}
