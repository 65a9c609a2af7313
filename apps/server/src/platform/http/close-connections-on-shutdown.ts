import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, answers still in flight end their keep-alive connection, so that
 * closing does not wait for idle keep-alive sockets to time out.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
