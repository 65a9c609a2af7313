import {
  ZCourseDeviceCheckSchema,
  ZDeviceCheckInputSchema,
  ZDeviceCheckSchema,
} from '@app/contracts/device-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['device-checks'];

/** Results of `/devicecheck`: saved by the signed-in user, read for a course by its two parties. */
export async function registerDeviceChecksModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { deviceChecks }: Pick<TServices, 'deviceChecks'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/DeviceCheck',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Save the result of this browser's device check",
        description:
          'Each part is ok, failed, unavailable (could not be tried here) or not_configured (the ' +
          'site has no such relay). The server adds its own time and a summary of the User-Agent.',
        body: ZDeviceCheckInputSchema,
        response: envelopeResponses(ZDeviceCheckSchema, [400, 401]),
      },
    },
    async (request) => {
      const saved = await deviceChecks.record({
        userId: requireUser(request).userId,
        result: request.body,
        userAgent: request.headers['user-agent'],
      });
      return ok(saved, request.locale);
    },
  );

  routes.get(
    '/Course/:id/DeviceCheck',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The client's device check for a course",
        description:
          "The client's latest check made from 30 days before the course's start up to its end, or " +
          'null when there is none. Only the course’s counselor and client may read it (404 otherwise).',
        params: z.object({ id: z.uuid() }),
        response: envelopeResponses(ZCourseDeviceCheckSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const check = await deviceChecks.forCourse({
        courseId: request.params.id,
        userId: requireUser(request).userId,
      });
      return ok(check, request.locale);
    },
  );
}
