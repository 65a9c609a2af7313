import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export type TNewContactMessage = typeof contactMessages.$inferInsert;

/** Stores the message; answers false, storing nothing, when its reference is already taken. */
export async function insertContactMessage(db: DbOrTx, message: TNewContactMessage): Promise<boolean> {
  const rows = await db
    .insert(contactMessages)
    .values(message)
    .onConflictDoNothing({ target: contactMessages.reference })
    .returning({ id: contactMessages.id });
  return rows.length === 1;
}
