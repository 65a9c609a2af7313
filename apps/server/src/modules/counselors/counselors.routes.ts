import {
  ZCounselorDetailSchema,
  ZCounselorListQuerySchema,
  ZCounselorPageSchema,
  ZCounselorParamsSchema,
} from '@app/contracts/counselors';
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
          'Verified, active counselors, longest on the platform first, paged with start_page (from 0) and ' +
          'page_size (1–100, default 20). Public profile fields only, with each one’s number of ratings ' +
          'and their average (0 and 0 when nobody rated yet); no contact details.',
        querystring: ZCounselorListQuerySchema,
        response: envelopeResponses(ZCounselorPageSchema, [400]),
      },
    },
    async (request) => {
      const { start_page: startPage, page_size: pageSize } = request.query;
      return ok(await counselors.listCounselors({ startPage, pageSize }), request.locale);
    },
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
          'and their five latest ratings that came with a comment (no client names). ' +
          'Anyone else (unverified, disabled, not a counselor, unknown) is 404.',
        params: ZCounselorParamsSchema,
        response: envelopeResponses(ZCounselorDetailSchema, [400, 404]),
      },
    },
    async (request) => ok(await counselors.getCounselor(request.params.counselorId), request.locale),
  );
}
