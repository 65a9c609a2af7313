import {
  ZCustomConsultationSettingSchema,
  ZClientPersonalInfoAnswerSchema,
  ZClientPersonalInfoSchema,
  ZEmergencyContactAnswerSchema,
  ZEmergencyContactSchema,
  ZFreeTrialSettingSchema,
  ZPersonalInfoAnswerSchema,
  ZPersonalInfoSchema,
  ZServiceSettingSchema,
} from '@app/contracts/account-settings';
import {
  ZAppointmentSettingSchema,
  ZClientProfileSchema,
  ZCounselorProfileSchema,
  ZExpertProfileSchema,
  ZNotificationSettingSchema,
} from '@app/contracts/profile';
import {
  ZPhoneVerifiedSchema,
  ZSendSmsCodeSchema,
  ZSmsCodeSentSchema,
  ZVerifySmsCodeSchema,
} from '@app/contracts/sms';
import { ZFreeTrialProgressSchema } from '@app/contracts/free-trial';
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

  routes.put(
    '/User/NotificationSetting',
    {
      onRequest: ctx.authenticate({ roles: ['client', 'counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the caller's course reminders (clients and counselors)",
        description:
          'The six flags of the profile, every one given: e-mail and push reminders one day, one hour and ' +
          'ten minutes before a session. Answers them as stored. Experts get 403.',
        body: ZNotificationSettingSchema,
        response: envelopeResponses(ZNotificationSettingSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setNotificationSetting(requireUser(request).userId, request.body), request.locale),
  );

  routes.put(
    '/Counselor/AppointmentSetting',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the counselor's booking lead time (counselors)",
        description:
          '{ canReserveAfter }: 4, 8, 24, 48 or 72 hours; a session can be booked at the latest this long ' +
          'before it starts. Anything else is 400 naming canReserveAfter. Other roles get 403.',
        body: ZAppointmentSettingSchema,
        response: envelopeResponses(ZAppointmentSettingSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setAppointmentSetting(requireUser(request).userId, request.body), request.locale),
  );

  routes.put(
    '/User/PersonalInfo',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the counselor's personal data (counselors)",
        description:
          '{ fullName, gender, address, lineID, aboutMe, facebook, blog }, every one given (null or empty for ' +
          'none but fullName). Answers them as stored. Other roles get 403.',
        body: ZPersonalInfoSchema,
        response: envelopeResponses(ZPersonalInfoAnswerSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setPersonalInfo(requireUser(request).userId, request.body), request.locale),
  );

  routes.put(
    '/Counselor/ServiceSetting',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the counselor's years of service and session types (counselors)",
        description:
          '{ serviceLength: 0 (1-3 years), 1 (3-10), 2 (over 10) or 3 (over 20), serviceTypes: voice and/or ' +
          'video, at least one }. Other roles get 403.',
        body: ZServiceSettingSchema,
        response: envelopeResponses(ZServiceSettingSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setServiceSetting(requireUser(request).userId, request.body), request.locale),
  );

  routes.put(
    '/Counselor/CustomConsultationSetting',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Sets whether personal consultations are accepted, and their price (counselors)',
        description:
          '{ acceptsCustomConsultation, customConsultationPrice }: the price in points, a multiple of 100 from ' +
          '1000 to 100000, required to accept (null only when not accepting). Other roles get 403.',
        body: ZCustomConsultationSettingSchema,
        response: envelopeResponses(ZCustomConsultationSettingSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(
        await accounts.setCustomConsultationSetting(requireUser(request).userId, request.body),
        request.locale,
      ),
  );

  routes.put(
    '/Counselor/FreeTrialSetting',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Sets whether the counselor takes free 20-minute trials (counselors)',
        description: '{ acceptsFreeTrial }. Other roles get 403.',
        body: ZFreeTrialSettingSchema,
        response: envelopeResponses(ZFreeTrialSettingSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setFreeTrialSetting(requireUser(request).userId, request.body), request.locale),
  );

  routes.put(
    '/Client/EmergencyContact',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the client's emergency contact (clients)",
        description:
          '{ name, relation, phone }: all required; the phone is a mobile number (default country TW), ' +
          'answered in E.164. Stored encrypted; the client reads it back in basicInfo of GET /client, ' +
          'every read audited. Other roles get 403.',
        body: ZEmergencyContactSchema,
        response: envelopeResponses(ZEmergencyContactAnswerSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setEmergencyContact(requireUser(request).userId, request.body), request.locale),
  );

  routes.get(
    '/Client/PersonalInfo',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The client's personal data (clients)",
        description:
          'Names, gender, date of birth, address and the rest the client chose to tell. Other roles get 403.',
        response: envelopeResponses(ZClientPersonalInfoAnswerSchema, signedIn),
      },
    },
    async (request) => ok(await accounts.getClientPersonalInfo(requireUser(request).userId), request.locale),
  );

  routes.put(
    '/Client/PersonalInfo',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Sets the client's personal data (clients)",
        description:
          '{ lastName, firstName, gender, birthDate (YYYY-MM-DD), address, sexualOrientation, ' +
          'relationshipStatus, workStatus, religion, socialMedia[], priorTreatment, aboutMe }: each ' +
          'may be null (not said). Stored encrypted, shown to the client only. Other roles get 403.',
        body: ZClientPersonalInfoSchema,
        response: envelopeResponses(ZClientPersonalInfoAnswerSchema, [400, ...signedIn]),
      },
    },
    async (request) =>
      ok(await accounts.setClientPersonalInfo(requireUser(request).userId, request.body), request.locale),
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

  routes.post(
    '/User/FreeCourse/Welcome',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The client has been shown the free trial (FreeCourseStatus None → Notified)',
        description:
          'The welcome page calls it: a client still at None moves to Notified (the page is the notice, ' +
          'no mail repeats it); any later status stays as it is. Answers the status.',
        response: envelopeResponses(ZFreeTrialProgressSchema, signedIn),
      },
    },
    async (request) =>
      ok(
        await accounts.completeFreeTrialStep(requireUser(request).userId, 'welcomed', auditActor(request)),
        request.locale,
      ),
  );
}
