import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migrate.ts';

/** /healthz: the process answers. /readyz: the database answers and is fully migrated. */
export function registerHealth(app: FastifyInstance, database: TDatabase): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      if (!(await migrationsApplied(database))) {
        return reply.status(503).send({ status: 'migrations pending' });
      }
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
