import {
  FEEDBACK_COMMENT_MAX_CHARS,
  ZCourseFeedbackInputSchema,
  ZCourseFeedbackSchema,
  ZCourseRecordPageSchema,
  ZReceivedFeedbackPageSchema,
  ZUpcomingCoursePageSchema,
} from '@app/contracts/courses';
import { ZPageQuerySchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['courses'];

/** Booked sessions; booking, cancelling and the session room come with later issues. */
export async function registerCoursesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { courses }: Pick<TServices, 'courses'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  // The role is a path segment (shell spec §6); each role may read only its own path.
  for (const party of ['client', 'counselor'] as const) {
    routes.get(
      `/${party}/coursenext_v2`,
      {
        onRequest: ctx.authenticate({ roles: [party] }),
        schema: {
          tags,
          security: bearerSecurity,
          summary: `The signed-in ${party}'s upcoming courses`,
          description:
            'Courses neither completed nor canceled that have not ended yet, soonest first, paged by ' +
            'start_page (from 0) and page_size (1–100, default 20). totalRecords is the reservation ' +
            `bell's count. Only a ${party} may call this path (403 otherwise).`,
          querystring: ZPageQuerySchema,
          response: envelopeResponses(ZUpcomingCoursePageSchema, [400, 401, 403]),
        },
      },
      async (request) => {
        const page = await courses.listUpcoming({
          party,
          userId: requireUser(request).userId,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        });
        return ok(page, request.locale);
      },
    );
  }

  routes.get(
    '/client/courserecords',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in client's past sessions",
        description:
          'Sessions completed, canceled or ended, newest first, each with its status and the rating ' +
          'the client gave (null when none); canRate is true for a Completed session not rated yet. ' +
          'Paged by start_page (from 0) and page_size (1–100, default 20). Only a client may call ' +
          'this path, and it answers only their own sessions.',
        querystring: ZPageQuerySchema,
        response: envelopeResponses(ZCourseRecordPageSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const page = await courses.listClientRecords({
        clientId: requireUser(request).userId,
        page: request.query.start_page,
        pageSize: request.query.page_size,
      });
      return ok(page, request.locale);
    },
  );

  routes.get(
    '/counselor/coursefeedback',
    {
      onRequest: ctx.authenticate({ roles: ['counselor'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The ratings the signed-in counselor received',
        description:
          'Newest first, each with its stars, comment, the session it rates and the client’s ' +
          'nickname; with feedbackCount and averageGrade of all their ratings. Paged by start_page ' +
          '(from 0) and page_size (1–100, default 20). Only a counselor may call this path, and it ' +
          'answers only their own ratings.',
        querystring: ZPageQuerySchema,
        response: envelopeResponses(ZReceivedFeedbackPageSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const page = await courses.listReceivedFeedback({
        counselorId: requireUser(request).userId,
        page: request.query.start_page,
        pageSize: request.query.page_size,
      });
      return ok(page, request.locale);
    },
  );

  routes.post(
    '/Course/:id/Feedback',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Rate a completed session',
        description:
          "The course's client rates it once it is Completed: grade 1–5 stars and an optional comment " +
          `(up to ${String(FEEDBACK_COMMENT_MAX_CHARS)} characters). Anyone else's course answers 404; a course not ` +
          'completed answers CourseNotCompleted and a second rating FeedbackAlreadyGiven (both 409).',
        params: z.object({ id: z.uuid() }),
        body: ZCourseFeedbackInputSchema,
        response: envelopeResponses(ZCourseFeedbackSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const feedback = await courses.rate({
        courseId: request.params.id,
        clientId: requireUser(request).userId,
        feedback: request.body,
      });
      return ok(feedback, request.locale);
    },
  );
}
