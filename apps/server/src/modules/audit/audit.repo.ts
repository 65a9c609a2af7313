import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, values: TNewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function insertAuditRows(db: DbOrTx, values: TNewAuditRow[]): Promise<void> {
  await db.insert(auditLog).values(values);
}

export type TAuditFilter = { userId?: string; action?: TAuditRow['action'] };

/** A page of the trail, newest first, with the number of rows matching the filter. */
export async function listAuditRows(
  db: DbOrTx,
  filter: TAuditFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: TAuditRow[] }> {
  const where = and(...conditions(filter));
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: counted?.total ?? 0, rows };
}

function conditions(filter: TAuditFilter): SQL[] {
  const list: SQL[] = [];
  // A user's trail: what they did, and what was done to or read about their account.
  if (filter.userId) {
    const byUser = or(eq(auditLog.actorUserId, filter.userId), eq(auditLog.subjectId, filter.userId));
    if (byUser) list.push(byUser);
  }
  if (filter.action) list.push(eq(auditLog.action, filter.action));
  return list;
}
