import {
  LECTURE_LENGTHS_MINUTES,
  LECTURE_LIMITS,
  ZCounselorLectureListQuerySchema,
  ZCounselorLecturePageSchema,
  ZCounselorLectureSchema,
  ZLectureCancelSchema,
  ZLectureFeedbackInputSchema,
  ZLectureFeedbackSchema,
  ZLectureInputSchema,
  ZLectureListQuerySchema,
  ZLecturePageSchema,
  ZLectureParamsSchema,
  ZLectureSchema,
  ZLectureSignupInputSchema,
  ZLectureSignupPageSchema,
  ZLectureSignupSchema,
} from '@app/contracts/lectures';
import { FEEDBACK_COMMENT_MAX_CHARS } from '@app/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicRead } from '../../platform/http/public-cache.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['lectures'];

/** Lectures and groups (講座與團體): the public list, clients' sign-ups, counselors' own lectures. */
export async function registerLecturesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { lectures }: Pick<TServices, 'lectures'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const clientOnly = { onRequest: ctx.authenticate({ roles: ['client'] }) };
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };

  routes.get(
    '/Lectures',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'Lectures still to come',
        description:
          'Open and confirmed lectures that have not started, the soonest first, paged (`start_page` from 0). ' +
          '`acceptingSignups`: open, before `signupDeadline` and with a seat left. No sign-in.',
        querystring: ZLectureListQuerySchema,
        response: envelopeResponses(ZLecturePageSchema, [400]),
      },
    },
    async (request) =>
      ok(
        await lectures.list({ page: request.query.start_page, pageSize: request.query.page_size }),
        request.locale,
      ),
  );

  routes.get(
    '/Lectures/:id',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'One lecture',
        description:
          'Any lecture, whatever its status (open, confirmed, canceled, completed), with its host. Unknown: 404.',
        params: ZLectureParamsSchema,
        response: envelopeResponses(ZLectureSchema, [400, 404]),
      },
    },
    async (request) => ok(await lectures.get(request.params.id), request.locale),
  );

  routes.post(
    '/Lectures/:id/Signups',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Sign up for a lecture',
        description:
          '{ email, emailConfirm (the same address), agree: true }. Pays the price from the stored value ' +
          '(a free lecture pays nothing); the notices go to `email`. Closed (not open, or past the deadline): ' +
          'LectureSignupClosed (409); already signed up: LectureAlreadySignedUp (409); no seat left: ' +
          'LectureFull (409); short of points: InsufficientBalance (409). Refused, nothing changes.',
        params: ZLectureParamsSchema,
        body: ZLectureSignupInputSchema,
        response: envelopeResponses(ZLectureSignupSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await lectures.signUp({
          lectureId: request.params.id,
          clientId: requireUser(request).userId,
          input: request.body,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.delete(
    '/Lectures/:id/Signups/me',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Withdraw from a lecture',
        description:
          'Before the sign-up deadline: the seat is given up and the price refunded in full; answers the ' +
          'withdrawn sign-up. After it: LectureSignupClosed (409). No active sign-up: 404.',
        params: ZLectureParamsSchema,
        response: envelopeResponses(ZLectureSignupSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await lectures.withdraw({
          lectureId: request.params.id,
          clientId: requireUser(request).userId,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.post(
    '/Lectures/:id/Feedback',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Rate a completed lecture',
        description:
          'A member (still signed up) rates the lecture once it is completed: grade 1–5 stars and an ' +
          `optional comment (up to ${String(FEEDBACK_COMMENT_MAX_CHARS)} characters). The counselor sees it ` +
          'beside the member on their lecture. Not signed up: 404; not completed: LectureNotCompleted; a ' +
          'second rating: LectureAlreadyRated (both 409).',
        params: ZLectureParamsSchema,
        body: ZLectureFeedbackInputSchema,
        response: envelopeResponses(ZLectureFeedbackSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await lectures.rate({
          lectureId: request.params.id,
          clientId: requireUser(request).userId,
          feedback: request.body,
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Client/Lectures',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The client's lecture sign-ups",
        description:
          'Every sign-up (active, withdrawn, refunded), lectures still to come first (the soonest first), ' +
          'then past ones (the latest first); paged. `cancelReason` is the counselor’s reason when they called ' +
          'the lecture off (null when too few signed up).',
        querystring: ZLectureListQuerySchema,
        response: envelopeResponses(ZLectureSignupPageSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await lectures.listOwn({
          clientId: requireUser(request).userId,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Counselor/Lectures',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The counselor's lectures",
        description:
          'Their own lectures, the latest start first, paged, each with its members (active sign-ups).',
        querystring: ZCounselorLectureListQuerySchema,
        response: envelopeResponses(ZCounselorLecturePageSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await lectures.listHosted({
          counselorId: requireUser(request).userId,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.post(
    '/Counselor/Lectures',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Announce a lecture',
        description:
          `{ title (≤ ${String(LECTURE_LIMITS.title)}), description (≤ ${String(LECTURE_LIMITS.description)}), ` +
          `place (≤ ${String(LECTURE_LIMITS.place)}), startTime (later than now), lengthMinutes ` +
          `(${LECTURE_LENGTHS_MINUTES.join(', ')}), signupDeadline (not past, before the start), minMembers, ` +
          `maxMembers (1–${String(LECTURE_LIMITS.members)}, max ≥ min), price (0–${String(LECTURE_LIMITS.price)}, ` +
          `a multiple of 100), signupNote (≤ ${String(LECTURE_LIMITS.signupNote)}) }; 400 naming the fields. ` +
          'A booked session, leave or another open or confirmed lecture of the counselor at that time: ' +
          'LectureTimeTaken (409). Its time is no longer bookable.',
        body: ZLectureInputSchema,
        response: envelopeResponses(ZCounselorLectureSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      ok(
        await lectures.create({
          counselorId: requireUser(request).userId,
          input: request.body,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Counselor/Lectures/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One of the counselor's lectures",
        description: "With its members (nickName, email, signedUpAt). Another counselor's lecture: 404.",
        params: ZLectureParamsSchema,
        response: envelopeResponses(ZCounselorLectureSchema, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(
        await lectures.getHosted({ counselorId: requireUser(request).userId, id: request.params.id }),
        request.locale,
      ),
  );

  routes.post(
    '/Counselor/Lectures/:id/Cancel',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Call a lecture off',
        description:
          `{ reason (≤ ${String(LECTURE_LIMITS.cancelReason)}) }. An open or confirmed lecture that has not started: ` +
          'every member is refunded in full and mailed the reason (37). Otherwise LectureNotCancellable (409); ' +
          "another counselor's lecture: 404.",
        params: ZLectureParamsSchema,
        body: ZLectureCancelSchema,
        response: envelopeResponses(ZCounselorLectureSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await lectures.cancel({
          counselorId: requireUser(request).userId,
          id: request.params.id,
          reason: request.body.reason,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );
}
