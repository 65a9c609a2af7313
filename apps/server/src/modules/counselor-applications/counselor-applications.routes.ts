import { ZPendingApplicationSchema } from '@app/contracts/counselor-applications';
import { ZEnvelopeSchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createCounselorApplicationsService } from './counselor-applications.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const tags = ['counselor applications'];
const security = [{ bearer: [] }];

/** Join-team applications; applying and deciding come with the application issue. */
export async function registerCounselorApplicationsModule(
  api: FastifyInstance,
  ctx: TAppContext,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const applications = createCounselorApplicationsService({ db: ctx.db, cipher: ctx.fieldCipher });

  routes.get(
    '/application',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags,
        security,
        summary: 'Counselor applications waiting for review (experts)',
        description:
          'Every application with status 1 (Applying), oldest submission first; the list length is the ' +
          "expert menu's badge. Other roles get 403.",
        response: {
          200: ZEnvelopeSchema(z.array(ZPendingApplicationSchema)),
          401: ZErrorSchema,
          403: ZErrorSchema,
        },
      },
    },
    async (request) => ok(await applications.listPending(), requestLocale(request)),
  );
}
