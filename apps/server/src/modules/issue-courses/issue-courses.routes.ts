import { ZPageQuerySchema } from '@app/contracts/envelope';
import {
  ZIssueCourseListQuerySchema,
  ZIssueCoursePageSchema,
  ZIssueCourseParamsSchema,
  ZPublicIssueCourseDetailSchema,
  ZPublicIssueCoursePageSchema,
} from '@app/contracts/issue-courses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicRead } from '../../platform/http/public-cache.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['topics'];

/** Topics (issue courses); creating, editing and reviewing them come with the topic issue. */
export async function registerIssueCoursesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { issueCourses }: Pick<TServices, 'issueCourses'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/CounselorIssueCourse/me',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's topics: a counselor's own, or an expert's review queue",
        description:
          'A counselor gets their own topics, latest change first. An expert gets the topics waiting ' +
          'for review (approveStatus 1 under_review or 3 edited_under_review), oldest submission first; ' +
          'totalRecords is the review badge. get_by_page=false answers every record; true pages by ' +
          'start_page and page_size. Clients get 403.',
        querystring: ZIssueCourseListQuerySchema,
        response: envelopeResponses(ZIssueCoursePageSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const { get_by_page, start_page, page_size } = request.query;
      const page = await issueCourses.listMine({
        caller: requireUser(request),
        page: get_by_page ? { number: start_page, size: page_size } : null,
      });
      return ok(page, request.locale);
    },
  );

  routes.get(
    '/CounselorIssueCourse/List',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The published topics anyone may browse',
        description:
          'Approved topics of active, verified counselors, latest change first, paged with start_page (from 0) ' +
          'and page_size (1–100, default 20). No sign-in; no review details.',
        querystring: ZPageQuerySchema,
        response: envelopeResponses(ZPublicIssueCoursePageSchema, [400]),
      },
    },
    async (request) => {
      const { start_page, page_size } = request.query;
      const page = await issueCourses.listPublished({ number: start_page, size: page_size });
      return ok(page, request.locale);
    },
  );
  routes.get(
    '/IssueCourse/:id',
    {
      ...publicRead,
      schema: {
        tags,
        summary: "A published topic's public detail",
        description:
          'An approved topic of an active, verified counselor, by id: what the list shows, its target ' +
          "audience, description and detail, and the counselor's public profile. No sign-in. Any other " +
          'topic (editing, under review only, rejected, unknown, or its counselor not listed) is 404.',
        params: ZIssueCourseParamsSchema,
        response: envelopeResponses(ZPublicIssueCourseDetailSchema, [400, 404]),
      },
    },
    async (request) => ok(await issueCourses.getPublished(request.params.id), request.locale),
  );
}
