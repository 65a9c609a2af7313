import type { TConsentText } from '@app/contracts/consents';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/consents.ts';

export async function insertConsents(
  db: DbOrTx,
  rows: (typeof consentRecords.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(consentRecords).values(rows);
}

/** The versions of these texts the user has agreed to. */
export function listAgreed(db: DbOrTx, userId: string, texts: readonly TConsentText[]) {
  return db
    .selectDistinct({ text: consentRecords.text, version: consentRecords.version })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), inArray(consentRecords.text, [...texts])));
}

/** Every consent the user gave, newest first (tests, support). */
export function listUserConsents(db: DbOrTx, userId: string) {
  return db.select().from(consentRecords).where(eq(consentRecords.userId, userId));
}
