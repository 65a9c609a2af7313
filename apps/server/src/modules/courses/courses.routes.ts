import { ZUpcomingCoursePageSchema } from '@app/contracts/courses';
import { ZEnvelopeSchema, ZPageQuerySchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createCoursesService } from './courses.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const tags = ['courses'];
const security = [{ bearer: [] }];

/** Booked sessions; booking, cancelling and the session room come with later issues. */
export async function registerCoursesModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const courses = createCoursesService({ db: ctx.db, now: ctx.now });

  // The role is a path segment (shell spec §6); each role may read only its own path.
  for (const party of ['client', 'counselor'] as const) {
    routes.get(
      `/${party}/coursenext_v2`,
      {
        onRequest: ctx.authenticate({ roles: [party] }),
        schema: {
          tags,
          security,
          summary: `The signed-in ${party}'s upcoming courses`,
          description:
            'Courses neither completed nor canceled that have not ended yet, soonest first, paged by ' +
            'start_page (from 0) and page_size (1–100, default 20). totalRecords is the reservation ' +
            `bell's count. Only a ${party} may call this path (403 otherwise).`,
          querystring: ZPageQuerySchema,
          response: {
            200: ZEnvelopeSchema(ZUpcomingCoursePageSchema),
            400: ZErrorSchema,
            401: ZErrorSchema,
            403: ZErrorSchema,
          },
        },
      },
      async (request) => {
        const page = await courses.listUpcoming({
          party,
          userId: requireUser(request).userId,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        });
        return ok(page, requestLocale(request));
      },
    );
  }
}
