import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { ZIsSetScheduleQuerySchema } from '@app/contracts/schedule';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createScheduleService } from './schedule.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());
const tags = ['schedule'];
const security = [{ bearer: [] }];

/** Counselors' service times; editing them comes with the schedule pages. */
export async function registerScheduleModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const schedule = createScheduleService({ db: ctx.db, now: ctx.now });

  routes.get(
    '/CounselorSchedule/IsSetSchedule',
    {
      onRequest: ctx.authenticate({ roles: ['counselor', 'expert'] }),
      schema: {
        tags,
        security,
        summary: 'Whether a counselor has set service times',
        description:
          'True when the counselor has a service time that has not ended yet; a counselor without one ' +
          'cannot create a topic. A counselor may ask about their own id only (403 otherwise); experts ' +
          'about any counselor (404 when the id is not a counselor).',
        querystring: ZIsSetScheduleQuerySchema,
        response: {
          200: ZEnvelopeSchema(z.boolean()),
          400: ZErrorSchema,
          401: ZErrorSchema,
          403: ZErrorSchema,
          404: ZErrorSchema,
        },
      },
    },
    async (request) => {
      const isSet = await schedule.isScheduleSet({
        counselorId: request.query.id,
        caller: requireUser(request),
      });
      return ok(isSet, requestLocale(request));
    },
  );
}
