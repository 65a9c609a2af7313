import { ZAuditLogPageSchema, ZAuditLogQuerySchema } from '@app/contracts/audit';
import { ZEnvelopeSchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import type { TAuditUserDirectory } from './audit.service.ts';
import { createAuditService } from './audit.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());

/** The audit trail, read by experts. */
export async function registerAuditModule(
  api: FastifyInstance,
  ctx: TAppContext,
  users: TAuditUserDirectory,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditService({ db: ctx.db, users });

  routes.get(
    '/expert/audit',
    {
      onRequest: ctx.authenticate({ roles: ['expert'] }),
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary: 'The audit trail, newest first (experts)',
        description:
          'Pages with start_page (from 0) and page_size (1–100, default 20). `user` (an account id or ' +
          'e-mail) keeps the records the account made or that are about it; `action` keeps one action. ' +
          'Other roles get 403.',
        querystring: ZAuditLogQuerySchema,
        response: {
          200: ZEnvelopeSchema(ZAuditLogPageSchema),
          400: ZErrorSchema,
          401: ZErrorSchema,
          403: ZErrorSchema,
        },
      },
    },
    async (request) => ok(await audit.listAuditLog(request.query), requestLocale(request)),
  );
}
