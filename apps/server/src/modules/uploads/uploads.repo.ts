import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type TUploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: DbOrTx, row: typeof uploads.$inferInsert): Promise<TUploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  if (!inserted) throw new Error('upload not inserted');
  return inserted;
}

export async function findUpload(db: DbOrTx, id: string): Promise<TUploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/** The uploads among `ids` that `ownerId` made. */
export async function findOwnedUploads(db: DbOrTx, ownerId: string, ids: string[]): Promise<TUploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
}
