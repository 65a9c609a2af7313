import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';

export type TNewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: DbOrTx, message: TNewContactMessage): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not inserted');
  return row.id;
}
