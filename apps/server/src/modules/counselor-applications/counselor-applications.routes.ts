import { ZPendingApplicationSchema } from '@app/contracts/counselor-applications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['counselor applications'];

/** Join-team applications; applying and deciding come with the application issue. */
export async function registerCounselorApplicationsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { counselorApplications: applications }: Pick<TServices, 'counselorApplications'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/application',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Counselor applications waiting for review (experts)',
        description:
          'Every application with status 1 (Applying), oldest submission first; the list length is the ' +
          "expert menu's badge. Other roles get 403.",
        response: envelopeResponses(z.array(ZPendingApplicationSchema), [401, 403]),
      },
    },
    async (request) => ok(await applications.listPending(), request.locale),
  );
}
