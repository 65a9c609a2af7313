import { ZPendingLicenseChangeSchema } from '@app/contracts/license-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['licence changes'];

/** Licence-change requests; submitting and reviewing them come with the licence issue. */
export async function registerLicenseChangesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { licenseChanges }: Pick<TServices, 'licenseChanges'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Counselor/PendingReviewLicenseList',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Licence-change requests waiting for review (experts)',
        description:
          'Every request with status 1 (UnderReview), oldest first; the list length is the expert ' +
          "menu's badge. Other roles get 403.",
        response: envelopeResponses(z.array(ZPendingLicenseChangeSchema), [401, 403]),
      },
    },
    async (request) => ok(await licenseChanges.listPending(), request.locale),
  );
}
