import { ZEnvelopeSchema, ZPageQuerySchema } from '@app/contracts/envelope';
import {
  ZIssueCourseListQuerySchema,
  ZIssueCoursePageSchema,
  ZPublicIssueCoursePageSchema,
} from '@app/contracts/issue-courses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createIssueCoursesService } from './issue-courses.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const tags = ['topics'];
const security = [{ bearer: [] }];

/** Topics (issue courses); creating, editing and reviewing them come with the topic issue. */
export async function registerIssueCoursesModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const issueCourses = createIssueCoursesService({ db: ctx.db });

  routes.get(
    '/CounselorIssueCourse/me',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security,
        summary: "The caller's topics: a counselor's own, or an expert's review queue",
        description:
          'A counselor gets their own topics, latest change first. An expert gets the topics waiting ' +
          'for review (approveStatus 1 under_review or 3 edited_under_review), oldest submission first; ' +
          'totalRecords is the review badge. get_by_page=false answers every record; true pages by ' +
          'start_page and page_size. Clients get 403.',
        querystring: ZIssueCourseListQuerySchema,
        response: {
          200: ZEnvelopeSchema(ZIssueCoursePageSchema),
          400: ZErrorSchema,
          401: ZErrorSchema,
          403: ZErrorSchema,
        },
      },
    },
    async (request) => {
      const { get_by_page, start_page, page_size } = request.query;
      const page = await issueCourses.listMine({
        caller: requireUser(request),
        page: get_by_page ? { number: start_page, size: page_size } : null,
      });
      return ok(page, requestLocale(request));
    },
  );

  routes.get(
    '/CounselorIssueCourse/List',
    {
      schema: {
        tags,
        summary: 'The published topics anyone may browse',
        description:
          'Approved topics of active, verified counselors, latest change first, paged with start_page (from 0) ' +
          'and page_size (1–100, default 20). No sign-in; no review details.',
        querystring: ZPageQuerySchema,
        response: { 200: ZEnvelopeSchema(ZPublicIssueCoursePageSchema), 400: ZErrorSchema },
      },
    },
    async (request) => {
      const { start_page, page_size } = request.query;
      const page = await issueCourses.listPublished({ number: start_page, size: page_size });
      return ok(page, requestLocale(request));
    },
  );
}
