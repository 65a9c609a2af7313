import pg from 'pg';
import { queryPool, type TDatabase, type TSqlRows } from '../../db/client.ts';

/** pg-boss's SQL executor, which also knows when none of its queries is still running. */
export type TJobQueueDb = {
  executeSql(text: string, values?: unknown[]): Promise<TSqlRows>;
  /** Tracks other work of the queue (a running handler) until it settles. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once no query or tracked work is under way. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

/**
 * On PostgreSQL the queue has a small pool of its own, so polling never waits behind requests for
 * a connection. PGlite is one connection in this process: the queue shares it (its parameterless
 * scripts, schema creation and migrations, run as several statements at once).
 */
export function createJobQueueDb(database: TDatabase): TJobQueueDb {
  const pool = database.url
    ? new pg.Pool({ connectionString: database.url, max: 4, application_name: 'pgboss' })
    : null;
  // A connection dropped by the server must not crash the process; the pool replaces it.
  pool?.on('error', () => undefined);
  const query = pool ? (text: string, values?: unknown[]) => queryPool(pool, text, values) : database.query;
  const running = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    return work;
  };

  return {
    executeSql: (text, values) => track(query(text, values)),
    track,
    async settled() {
      for (;;) {
        // A query that just returned may start a handler in the same tick: look after it.
        await new Promise((resolve) => setImmediate(resolve));
        if (running.size === 0) return;
        await Promise.allSettled([...running]);
      }
    },
    close: async () => {
      await pool?.end();
    },
  };
}
