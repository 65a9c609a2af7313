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
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const signedIn = [401, 403, 404] as const;
const tags = ['accounts'];

/** Profiles of the signed-in user, and phone verification by SMS code. */
export async function registerAccountsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  services: Pick<TServices, 'accounts' | 'courses' | 'phoneVerification'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { accounts, phoneVerification: phones } = services;

  routes.get(
    '/client',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in client's profile",
        // The spec's client always sends isNewVersion=true; there is only one version.
        querystring: z.object({ isNewVersion: z.enum(['true', 'false']).optional() }),
        response: envelopeResponses(ZClientProfileSchema, signedIn),
      },
    },
    async (request) =>
      ok(await accounts.getClientProfile(requireUser(request).userId, auditActor(request)), request.locale),
  );

  routes.get(
    '/counselor',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in counselor's profile",
        response: envelopeResponses(ZCounselorProfileSchema, signedIn),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      // The ratings are the courses module's: the profile and their summary are read side by side.
      const [profile, feedback] = await Promise.all([
        accounts.getCounselorProfile(userId),
        services.courses.feedbackSummaries([userId]),
      ]);
      const { feedbackCount = 0, averageGrade = 0 } = feedback.get(userId) ?? {};
      return ok({ ...profile, feedbackCount, averageGrade }, request.locale);
    },
  );

  routes.get(
    '/expert',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in expert's profile",
        response: envelopeResponses(ZExpertProfileSchema, signedIn),
      },
    },
    async (request) => ok(await accounts.getExpertProfile(requireUser(request).userId), request.locale),
  );

  routes.post(
    '/User/Phone/SendCode',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send a verification code by SMS',
        description:
          'Sends a 6-digit code valid 10 minutes. Refusals: 2101 invalid number, 2102 number held by another ' +
          'account, 2105 less than 2 minutes since the last code and 1004 daily limit (both with Retry-After ' +
          'and data.retryAfterSeconds).',
        body: ZSendSmsCodeSchema,
        response: envelopeResponses(ZSmsCodeSentSchema, [400, 409, 429, ...signedIn]),
      },
    },
    async (request) => {
      const sent = await phones.sendCode({
        userId: requireUser(request).userId,
        phone: request.body.phone,
        country: request.body.country,
        ip: request.ip,
        locale: request.locale,
      });
      return ok(sent, request.locale);
    },
  );

  routes.post(
    '/User/Phone/Verify',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Verify the phone with the code received by SMS',
        description:
          'Refusals: 2103 wrong code (data.remainingAttempts), 2104 code expired or none sent to this number, ' +
          '2106 too many wrong codes (send a new one), 2102 number verified by another account meanwhile.',
        body: ZVerifySmsCodeSchema,
        response: envelopeResponses(ZPhoneVerifiedSchema, [400, 409, 429, ...signedIn]),
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
      return ok(verified, request.locale);
    },
  );
}
