import {
  ZAvailableSlotsQuerySchema,
  ZAvailableSlotsSchema,
  ZCalendarQuerySchema,
  ZCalendarSchema,
  ZServiceTimeCreatedSchema,
  ZServiceTimeIdParamsSchema,
  ZServiceTimeMoveSchema,
  ZServiceTimeRequestSchema,
  ZWeeklyTemplateSchema,
  ZIsSetScheduleQuerySchema,
  ZLeaveCreatedSchema,
  ZLeaveIdParamsSchema,
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

/** Counselors' service times: the weekly plan, one-off hours, the calendar, leave and bookable times. */
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

  routes.delete(
    '/CounselorSchedule/Leave/:id',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'End leave early',
        description:
          "Ends one of the signed-in counselor's leaves that has not ended: one not yet begun is " +
          'removed, one under way ends now. Sessions it cancelled stay cancelled; its time can be ' +
          "booked again and is offered to the counselor's waitlist. 404 when no such leave is theirs.",
        params: ZLeaveIdParamsSchema,
        response: envelopeResponses(z.null(), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await schedule.endLeave({
        counselorId: requireUser(request).userId,
        id: request.params.id,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
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

  routes.get(
    '/CounselorSchedule/WeeklyTemplate',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in counselor's weekly plan",
        description:
          'Recurring weekly service hours: ranges per weekday (0 Sunday … 6 Saturday) as "HH:mm" in the ' +
          "counselor's time zone (Asia/Taipei unless set), with the service types offered. Counselors only.",
        response: envelopeResponses(ZWeeklyTemplateSchema, [401, 403]),
      },
    },
    async (request) => ok(await schedule.weeklyTemplate(requireUser(request).userId), request.locale),
  );

  routes.put(
    '/CounselorSchedule/WeeklyTemplate',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Replace the signed-in counselor's weekly plan",
        description:
          'Replaces the whole plan. Each range lies within one day, on the half hour, ends after it starts, ' +
          'offers voice or video or both, and overlaps no other range of its weekday; 400 naming the field ' +
          'otherwise. The plan counts as service time from now on (and for IsSetSchedule).',
        body: ZWeeklyTemplateSchema,
        response: envelopeResponses(ZWeeklyTemplateSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const template = await schedule.replaceWeeklyTemplate({
        counselorId: requireUser(request).userId,
        template: request.body,
        actor: auditActor(request),
      });
      return ok(template, request.locale);
    },
  );

  routes.get(
    '/CounselorSchedule/Calendar',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in counselor's calendar",
        description:
          'Over [from, to) (at most 93 days): service times (the weekly plan expanded, id null, and one-off ' +
          'ones with their ids), booked sessions (not canceled) and leave. Counselors only.',
        querystring: ZCalendarQuerySchema,
        response: envelopeResponses(ZCalendarSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await schedule.calendar({
          counselorId: requireUser(request).userId,
          from: new Date(request.query.from),
          to: new Date(request.query.to),
        }),
        request.locale,
      ),
  );

  routes.post(
    '/CounselorSchedule/ServiceTime',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add one-off service hours',
        description:
          'Service hours [start, end) on the half hour, at most 24 hours, with the service types offered, ' +
          "repeated never, daily, weekly or monthly (same wall-clock time in the counselor's zone) until " +
          '`until` or the end of the booking window. 422 (3204) when it starts in the past or beyond 3 months.',
        body: ZServiceTimeRequestSchema,
        response: envelopeResponses(ZServiceTimeCreatedSchema, [400, 401, 403, 422]),
      },
    },
    async (request) =>
      ok(
        await schedule.addServiceTime({
          counselorId: requireUser(request).userId,
          request: request.body,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.put(
    '/CounselorSchedule/ServiceTime/:id',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Move one-off service hours',
        description:
          "Moves one of the signed-in counselor's one-off service times to [start, end). 404 when it is not " +
          'theirs; 409 (3203) when a booked session or leave is in the way, or a session booked in it ' +
          'would be left outside every other service time; ' +
          '422 (3204) outside the booking window.',
        params: ZServiceTimeIdParamsSchema,
        body: ZServiceTimeMoveSchema,
        response: envelopeResponses(z.null(), [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => {
      await schedule.moveServiceTime({
        counselorId: requireUser(request).userId,
        id: request.params.id,
        move: request.body,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );

  routes.delete(
    '/CounselorSchedule/ServiceTime/:id',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove one-off service hours',
        description:
          "Removes one of the signed-in counselor's one-off service times. 404 when it is not theirs; 409 " +
          '(3203) while a session booked in it has no other service time around it.',
        params: ZServiceTimeIdParamsSchema,
        response: envelopeResponses(z.null(), [401, 403, 404, 409]),
      },
    },
    async (request) => {
      await schedule.removeServiceTime({
        counselorId: requireUser(request).userId,
        id: request.params.id,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );
}
