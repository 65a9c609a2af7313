import {
  ZCounselorDetailSchema,
  ZCounselorListQuerySchema,
  ZFeedbackPageSchema,
  ZCounselorPageSchema,
  ZCounselorParamsSchema,
} from '@app/contracts/counselors';
import { ZPageQuerySchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicRead } from '../../platform/http/public-cache.ts';
import { envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

/** The counselor directory: public, verified counselors' public profiles only. */
export async function registerCounselorsModule(
  api: FastifyInstance,
  _ctx: TAppContext,
  { counselors }: Pick<TServices, 'counselors'>,
): Promise<void> {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/Counselor/List',
    {
      ...publicRead,
      schema: {
        tags: ['counselors'],
        summary: 'The counselors anyone may browse',
        description:
          'Verified, active counselors holding a valid licence, longest on the platform first, paged with ' +
          'start_page (from 0) and page_size (1–100, default 20). Filters: keyword (in the name and ' +
          'specialties), gender, serviceType (voice or video offered in a weekly hour or a service time ' +
          'ahead), specialty (a topic category), language (besides Mandarin), minPrice/maxPrice (a ' +
          'published topic priced within), availableThisWeek (a bookable start in the next seven days), freeTrial (takes free trials); sort: default, rating (average, then number of ratings) or experience (service length). ' +
          'Public profile fields only, with each one’s number of ratings and their average (0 and 0 when ' +
          'nobody rated yet), the price range of their published topics and their next bookable time; ' +
          'no contact details.',
        querystring: ZCounselorListQuerySchema,
        response: envelopeResponses(ZCounselorPageSchema, [400]),
      },
    },
    async (request) => {
      const { start_page: startPage, page_size: pageSize, ...search } = request.query;
      return ok(await counselors.listCounselors({ startPage, pageSize, ...search }), request.locale);
    },
  );

  api.withTypeProvider<ZodTypeProvider>().get(
    '/Counselor/:counselorId/Feedback',
    {
      ...publicRead,
      schema: {
        tags: ['counselors'],
        summary: "A listed counselor's ratings that came with a comment",
        description:
          'Newest first, paged with start_page (from 0) and page_size (1–100, default 20): stars, words ' +
          'and when, never the client. Anyone the directory does not list is 404.',
        params: ZCounselorParamsSchema,
        querystring: ZPageQuerySchema,
        response: envelopeResponses(ZFeedbackPageSchema, [400, 404]),
      },
    },
    async (request) =>
      ok(
        await counselors.listFeedback(request.params.counselorId, {
          number: request.query.start_page,
          size: request.query.page_size,
        }),
        request.locale,
      ),
  );

  api.withTypeProvider<ZodTypeProvider>().get(
    '/Counselor/:counselorId',
    {
      ...publicRead,
      schema: {
        tags: ['counselors'],
        summary: "One counselor's public profile",
        description:
          'A verified, active counselor of the directory, by id: the same public fields as the list, ' +
          'advice style, education and experience (school, department, degree, months; employer, ' +
          'title, months: nothing private from the application), and their five latest ratings that came with a comment (no client names). ' +
          'Anyone else (unverified, disabled, not a counselor, unknown) is 404.',
        params: ZCounselorParamsSchema,
        response: envelopeResponses(ZCounselorDetailSchema, [400, 404]),
      },
    },
    async (request) => ok(await counselors.getCounselor(request.params.counselorId), request.locale),
  );
}
