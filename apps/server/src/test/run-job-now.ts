import type { TDatabase } from '../db/client.ts';
import { createJobs, type TQueue } from '../platform/jobs/jobs.ts';

/**
 * Queues one job of a scheduled queue now, as its cron slot would, and waits until an instance has
 * worked it off; fails after timeoutMs.
 */
export async function runJobNow(
  database: TDatabase,
  queue: TQueue<object>,
  timeoutMs = 20_000,
): Promise<void> {
  const sender = createJobs({
    database,
    pollIntervalSeconds: 60,
    logger: { error: () => {}, warn: () => {} },
  });
  await sender.send(database.db, queue, {});
  await sender.stop();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.query(
      `select count(*)::int as pending from pgboss.job where name = $1 and state < 'completed'`,
      [queue.name],
    );
    if (rows[0]?.['pending'] === 0) return;
    if (Date.now() > deadline) throw new Error(`${queue.name} not worked off after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
