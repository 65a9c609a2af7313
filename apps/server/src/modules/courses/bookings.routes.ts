import {
  BOOKING_HOLD_MINUTES,
  ZCancelCourseInputSchema,
  ZCancelCourseResultSchema,
  ZCourseInformationSchema,
  ZReserveCourseInputSchema,
  ZReserveCourseResultSchema,
} from '@app/contracts/courses';
import {
  TRIAL_DEPOSIT_POINTS,
  ZReserveFreeCourseInputSchema,
  ZReserveFreeCourseResultSchema,
} from '@app/contracts/free-trial';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['courses'];

/** Booking a topic's slot, a course's information, and cancelling. */
export async function registerBookingsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { bookings }: Pick<TServices, 'bookings'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/Order/ReserveCourse',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Book a topic's slot",
        description:
          'Books `startTime` (an instant AvailableSlots answered) of the topic `issueCourseId` in one ' +
          'transaction. `agree: true` records the consent to the booking rules, the privacy policy and ' +
          'the recording-forbidden notice (anything else: 400 naming `agree`). `bonusPoints` may take ' +
          "at most 20 % off the price; `couponCode` a coupon's share. Paid from the stored value: " +
          `status Init (0). When the stored value is short: status Unpaid (5), the slot held for ${String(BOOKING_HOLD_MINUTES)} ` +
          'minutes, `amountDue` the points missing; a recharge with this `courseId` pays it. A slot ' +
          'booked meanwhile answers SlotTaken (409); an unverified phone PhoneNotVerified (403).',
        body: ZReserveCourseInputSchema,
        response: envelopeResponses(ZReserveCourseResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await bookings.reserve({
        clientId: requireUser(request).userId,
        input: request.body,
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        actor: auditActor(request),
      });
      return ok(result, request.locale);
    },
  );

  routes.post(
    '/Order/ReserveFreeCourse',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Book a counselor's 20-minute slot as the free trial",
        description:
          'For a client with a verified phone (else PhoneNotVerified, 403) whose free-trial steps are ' +
          'complete (freeCourseStatus 4, else FreeTrialStepsIncomplete, 403) and who holds a trial ' +
          '(freeCourseQuota 1, else FreeTrialQuotaUsed, 409). `counselorId` must be a listed counselor ' +
          'taking trials (else 404 or CounselorDeclinesFreeTrial, 422); `startTime` an instant ' +
          'AvailableSlots answers for courseLength 3 (20 minutes; else SlotTaken, 409). Books a ' +
          `TestCourse (type 3) at price 0 and takes a ${String(TRIAL_DEPOSIT_POINTS)}-point deposit from the ` +
          "client's points, bonus points first (short: InsufficientBalance, 409, nothing written). " +
          'The deposit comes back when the trial takes place, when the counselor does not come, or on ' +
          'cancellation by either party (no late fee); it is kept when the client does not come. ' +
          '`agree: true` records the consent to the booking rules.',
        body: ZReserveFreeCourseInputSchema,
        response: envelopeResponses(ZReserveFreeCourseResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => {
      const result = await bookings.reserveFreeCourse({
        clientId: requireUser(request).userId,
        input: request.body,
        origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        actor: auditActor(request),
      });
      return ok(result, request.locale);
    },
  );

  routes.get(
    '/Course/Information/:id',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A course's information",
        description:
          "For the course's client and counselor (and experts): the topic, the parties, the times, " +
          'what was paid and, for its client, what cancelling now would cost. Anyone else: 404.',
        params: z.object({ id: z.uuid() }),
        response: envelopeResponses(ZCourseInformationSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const info = await bookings.information(request.params.id, requireUser(request));
      return ok(info, request.locale);
    },
  );

  routes.post(
    '/Course/:id/Cancel',
    {
      onRequest: ctx.authenticate({ roles: ['client', 'counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Cancel a booked course',
        description:
          'By its client or counselor, before it starts, with a reason. A client cancelling within 24 ' +
          'hours of the start pays a 100-point fee; otherwise, and always when the counselor cancels, ' +
          "the client is refunded in full. A free trial's deposit always comes back in full, with the " +
          'trial (mail 24). The other party is mailed the reason (mail 42). Anyone ' +
          'else: 404; a course started, ended or canceled: CourseNotCancellable (409).',
        params: z.object({ id: z.uuid() }),
        body: ZCancelCourseInputSchema,
        response: envelopeResponses(ZCancelCourseResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await bookings.cancel({
        courseId: request.params.id,
        caller: requireUser(request),
        reason: request.body.reason,
        actor: auditActor(request),
      });
      return ok(result, request.locale);
    },
  );
}
