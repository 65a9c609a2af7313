import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client.ts';
import { outboxMessages } from '../db/schema/platform.ts';
import { outboxQueues } from '../platform/jobs/outbox.ts';

const POLL_MS = 20;

/**
 * Waits until the outbox jobs queued so far are worked off (delivered or failed for good), the
 * way an operator would watch the queue; fails after timeoutMs.
 */
export async function outboxDelivered(database: TDatabase, timeoutMs = 15_000): Promise<void> {
  const names = outboxQueues.map((queue) => queue.name);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.query(
      `select count(*)::int as pending from pgboss.job
       where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
      [names],
    );
    if (rows[0]?.['pending'] === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
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
