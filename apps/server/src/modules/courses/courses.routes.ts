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

  /**
   * A GET of one page of the caller's own records, paged by start_page and page_size; the role is
   * a path segment (shell spec §6) and only that role may call the path (403 otherwise).
   */
  const ownPage = <T extends z.ZodType>(route: {
    path: string;
    role: 'client' | 'counselor';
    summary: string;
    description: string;
    page: T;
    list: (userId: string, page: { page: number; pageSize: number }) => Promise<z.output<T>>;
  }) =>
    routes.get(
      route.path,
      {
        onRequest: ctx.authenticate({ roles: [route.role] }),
        schema: {
          tags,
          security: bearerSecurity,
          summary: route.summary,
          description: route.description,
          querystring: ZPageQuerySchema,
          response: envelopeResponses(route.page, [400, 401, 403]),
        },
      },
      async (request) => {
        const page = await route.list(requireUser(request).userId, {
          page: request.query.start_page,
          pageSize: request.query.page_size,
        });
        return ok(page, request.locale);
      },
    );

  for (const party of ['client', 'counselor'] as const) {
    ownPage({
      path: `/${party}/coursenext_v2`,
      role: party,
      summary: `The signed-in ${party}'s upcoming courses`,
      description:
        'Courses neither completed nor canceled that have not ended yet, soonest first, paged by ' +
        'start_page (from 0) and page_size (1–100, default 20). totalRecords is the reservation ' +
        `bell's count. Only a ${party} may call this path (403 otherwise).`,
      page: ZUpcomingCoursePageSchema,
      list: (userId, page) => courses.listUpcoming({ party, userId, ...page }),
    });
  }

  ownPage({
    path: '/client/courserecords',
    role: 'client',
    summary: "The signed-in client's past sessions",
    description:
      'Sessions completed, canceled or ended, newest first, each with its status and the rating ' +
      'the client gave (null when none); canRate is true for a Completed session not rated yet. ' +
      'Paged by start_page (from 0) and page_size (1–100, default 20). Only a client may call ' +
      'this path, and it answers only their own sessions.',
    page: ZCourseRecordPageSchema,
    list: (clientId, page) => courses.listClientRecords({ clientId, ...page }),
  });

  ownPage({
    path: '/counselor/coursefeedback',
    role: 'counselor',
    summary: 'The ratings the signed-in counselor received',
    description:
      'Newest first, each with its stars, comment, the session it rates and the client’s ' +
      'nickname; with feedbackCount and averageGrade of all their ratings. Paged by start_page ' +
      '(from 0) and page_size (1–100, default 20). Only a counselor may call this path, and it ' +
      'answers only their own ratings.',
    page: ZReceivedFeedbackPageSchema,
    list: (counselorId, page) => courses.listReceivedFeedback({ counselorId, ...page }),
  });

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
