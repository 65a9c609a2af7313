import { ZIsSetScheduleQuerySchema } from '@app/contracts/schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['schedule'];

/** Counselors' service times; editing them comes with the schedule pages. */
export async function registerScheduleModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { schedule }: Pick<TServices, 'schedule'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/CounselorSchedule/IsSetSchedule',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Whether a counselor has set service times',
        description:
          'True when the counselor has a service time that has not ended yet; a counselor without one ' +
          'cannot create a topic. A counselor may ask about their own id only (403 otherwise); experts ' +
          'about any counselor (404 when the id is not a counselor).',
        querystring: ZIsSetScheduleQuerySchema,
        response: envelopeResponses(z.boolean(), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const isSet = await schedule.isScheduleSet({
        counselorId: request.query.id,
        caller: requireUser(request),
      });
      return ok(isSet, request.locale);
    },
  );
}
