import { ZAuditLogPageSchema, ZAuditLogQuerySchema } from '@app/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

/** The audit trail, read by experts. */
export async function registerAuditModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { audit }: Pick<TServices, 'audit'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/expert/audit',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags: ['audit'],
        security: bearerSecurity,
        summary: 'The audit trail, newest first (experts)',
        description:
          'Pages with start_page (from 0) and page_size (1–100, default 20). `user` (an account id or ' +
          'e-mail) keeps the records the account made or that are about it; `action` keeps one action. ' +
          'Other roles get 403.',
        querystring: ZAuditLogQuerySchema,
        response: envelopeResponses(ZAuditLogPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await audit.listAuditLog(request.query), request.locale),
  );
}
