import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { ZPendingLicenseChangeSchema } from '@app/contracts/license-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createLicenseChangesService } from './license-changes.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const tags = ['licence changes'];
const security = [{ bearer: [] }];

/** Licence-change requests; submitting and reviewing them come with the licence issue. */
export async function registerLicenseChangesModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const licenseChanges = createLicenseChangesService({ db: ctx.db });

  routes.get(
    '/Counselor/PendingReviewLicenseList',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security,
        summary: 'Licence-change requests waiting for review (experts)',
        description:
          'Every request with status 1 (UnderReview), oldest first; the list length is the expert ' +
          "menu's badge. Other roles get 403.",
        response: {
          200: ZEnvelopeSchema(z.array(ZPendingLicenseChangeSchema)),
          401: ZErrorSchema,
          403: ZErrorSchema,
        },
      },
    },
    async (request) => ok(await licenseChanges.listPending(), requestLocale(request)),
  );
}
