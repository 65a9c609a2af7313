import { ZCounselorListQuerySchema, ZCounselorPageSchema } from '@app/contracts/counselors';
import { ZEnvelopeSchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createCounselorsService } from './counselors.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());

/** The counselor directory: public, verified counselors' public profiles only. */
export async function registerCounselorsModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const counselors = createCounselorsService({ db: ctx.db });

  api.withTypeProvider<ZodTypeProvider>().get(
    '/Counselor/List',
    {
      schema: {
        tags: ['counselors'],
        summary: 'The counselors anyone may browse',
        description:
          'Verified, active counselors, longest on the platform first, paged with start_page (from 0) and ' +
          'page_size (1–100, default 20). Public profile fields only; no contact details.',
        querystring: ZCounselorListQuerySchema,
        response: { 200: ZEnvelopeSchema(ZCounselorPageSchema), 400: ZErrorSchema },
      },
    },
    async (request) => {
      const { start_page: startPage, page_size: pageSize } = request.query;
      return ok(await counselors.listCounselors({ startPage, pageSize }), requestLocale(request));
    },
  );
}
