import {
  ZAvailableSlotsQuerySchema,
  ZAvailableSlotsSchema,
  ZIsSetScheduleQuerySchema,
  ZLeaveCreatedSchema,
  ZLeaveListSchema,
  ZLeavePreviewQuerySchema,
  ZLeavePreviewSchema,
  ZLeaveRequestSchema,
} from '@app/contracts/schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['schedule'];

/** Counselors' service times; editing them comes with the schedule pages. */
export async function registerScheduleModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { schedule }: Pick<TServices, 'schedule'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/CounselorSchedule/IsSetSchedule',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Whether a counselor has set service times',
        description:
          'True when the counselor has a service time that has not ended yet; a counselor without one ' +
          'cannot create a topic. A counselor may ask about their own id only (403 otherwise); experts ' +
          'about any counselor (404 when the id is not a counselor).',
        querystring: ZIsSetScheduleQuerySchema,
        response: envelopeResponses(z.boolean(), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const isSet = await schedule.isScheduleSet({
        counselorId: request.query.id,
        caller: requireUser(request),
      });
      return ok(isSet, request.locale);
    },
  );

  routes.get(
    '/CounselorSchedule/AvailableSlots',
    {
      // Not cached: a slot someone just booked, or leave just taken, must disappear at once.
      schema: {
        tags,
        summary: "A counselor's bookable start times",
        description:
          'The start times (ISO-8601 UTC, ascending) at which a session of courseLength (CourseLength: ' +
          '0 = 50+10, 1 = 80+10, 2 = 25+10, 3 = 20, 4 = custom 60 minutes, buffer included) fits the ' +
          "counselor's service times without meeting a booked course, from `from` (inclusive) to `to` " +
          "(exclusive, at most 93 days later), no sooner than the counselor's lead time (canReserveAfter " +
          'hours) and no later than 3 months ahead; on the half hour from the start of each service time. ' +
          'No sign-in. 404 for anyone not in the directory.',
        querystring: ZAvailableSlotsQuerySchema,
        response: envelopeResponses(ZAvailableSlotsSchema, [400, 404]),
      },
    },
    async (request) => {
      const { counselorId, courseLength, from, to } = request.query;
      const slots = await schedule.availableSlots({
        counselorId,
        courseLength,
        from: new Date(from),
        to: new Date(to),
      });
      return ok(slots, request.locale);
    },
  );

  const counselorOnly = ctx.authenticate({ roles: ['counselor'] });

  routes.get(
    '/CounselorSchedule/Leave',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in counselor's leave",
        description: 'Leave that has not ended yet, latest start first. Counselors only (403 otherwise).',
        response: envelopeResponses(ZLeaveListSchema, [401, 403]),
      },
    },
    async (request) => ok(await schedule.listLeave(requireUser(request).userId), request.locale),
  );

  routes.get(
    '/CounselorSchedule/Leave/Preview',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'How many booked sessions a leave would cancel',
        description:
          "The number of the signed-in counselor's booked sessions, not yet started, that overlap " +
          '[start, end): what taking that leave would cancel. Changes nothing.',
        querystring: ZLeavePreviewQuerySchema,
        response: envelopeResponses(ZLeavePreviewSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const cancelledCourses = await schedule.previewLeave({
        counselorId: requireUser(request).userId,
        start: new Date(request.query.start),
        end: new Date(request.query.end),
      });
      return ok({ cancelledCourses }, request.locale);
    },
  );

  routes.post(
    '/CounselorSchedule/Leave',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Take leave',
        description:
          'The signed-in counselor takes leave over [start, end) (several days at once; end after start; ' +
          'a reason of 1–200 characters). In one transaction the leave is recorded and their booked ' +
          'sessions that have not started and overlap it are canceled; each client is mailed the reason ' +
          '(mail 42). Answers the leave id and the number canceled. 422 (3201) when it starts in the ' +
          'past, 409 (3202) when it overlaps their other leave.',
        body: ZLeaveRequestSchema,
        response: envelopeResponses(ZLeaveCreatedSchema, [400, 401, 403, 409, 422]),
      },
    },
    async (request) => {
      const created = await schedule.takeLeave({
        counselorId: requireUser(request).userId,
        leave: request.body,
        actor: auditActor(request),
      });
      return ok(created, request.locale);
    },
  );
}
