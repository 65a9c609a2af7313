import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/platform.ts';

export async function listNewestMessages(
  db: DbOrTx,
  options: { recipient?: string | undefined; limit: number },
) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      options.recipient ? sql`lower(${outboxMessages.recipient}) = lower(${options.recipient})` : undefined,
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
}
