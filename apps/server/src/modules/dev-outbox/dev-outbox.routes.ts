import { ZOutboxSchema } from '@app/contracts/dev-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loopbackOnly } from '../../platform/http/loopback-only.ts';
import { renderOutboxPage } from './dev-outbox.page.ts';
import type { TServices } from '../../services.ts';
import { OUTBOX_PAGE_SIZE } from './dev-outbox.service.ts';

const ZQuerySchema = z.object({ recipient: z.string().trim().max(320).optional() });

/**
 * Outside production only (app.ts decides), to peers on this machine only: the mails and SMS kept
 * in the outbox, newest first, as a page for people and as JSON for tests and tools.
 */
export function registerDevOutbox(app: FastifyInstance, { devOutbox }: Pick<TServices, 'devOutbox'>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];

  routes.get(
    '/dev/outbox',
    {
      onRequest: loopbackOnly,
      schema: {
        tags,
        summary: 'The outbox as a page (not in production)',
        querystring: ZQuerySchema,
      },
    },
    async (request, reply) => {
      const recipient = request.query.recipient || undefined;
      const messages = await devOutbox.listOutboxMessages(recipient);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderOutboxPage(messages, { recipient, limit: OUTBOX_PAGE_SIZE }));
    },
  );

  routes.get(
    '/dev/outbox.json',
    {
      onRequest: loopbackOnly,
      schema: {
        tags,
        summary: 'The outbox as JSON, newest first, at most 100 (not in production)',
        querystring: ZQuerySchema,
        response: { 200: ZOutboxSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { messages: await devOutbox.listOutboxMessages(request.query.recipient || undefined) };
    },
  );
}
