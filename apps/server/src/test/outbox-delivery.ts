import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { outboxMessages } from '../db/schema/platform.ts';
import { outboxQueues } from '../platform/jobs/outbox.ts';

const POLL_MS = 20;

/**
 * Waits until the jobs of the named queues queued so far are worked off (done or failed for
 * good), the way an operator would watch the queue; fails after timeoutMs.
 */
export async function jobsWorkedOff(
  database: TDatabase,
  names: readonly string[],
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.query(
      `select count(*)::int as pending from pgboss.job
       where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
      [names],
    );
    if (rows[0]?.['pending'] === 0) return;
    if (Date.now() > deadline)
      throw new Error(`jobs of ${names.join(', ')} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until the outbox jobs (mail, SMS, push) queued so far are delivered or failed for good. */
export function outboxDelivered(database: TDatabase, timeoutMs = 15_000): Promise<void> {
  return jobsWorkedOff(
    database,
    outboxQueues.map((queue) => queue.name),
    timeoutMs,
  );
}

/** The outbox rows (mail, SMS, push) to a recipient, newest first, once queued jobs are delivered. */
export async function deliveredTo(database: TDatabase, recipient: string) {
  await outboxDelivered(database);
  return database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt));
}
