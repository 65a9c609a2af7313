import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, values: TNewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** A row as the service writes it: every column given, the id time-ordered. */
export type TAuditRowValues = Required<TNewAuditRow>;

/**
 * Many rows in one statement whose text does not depend on their number: each column travels as
 * one array parameter and `unnest` turns them back into rows. The statement is built and prepared
 * once per database (the server parses and plans it once per connection), where a multi-row
 * `values` list would be rebuilt, and planned again, for every batch size.
 */
function prepareInsertAuditRows(db: DbOrTx) {
  const column = (name: keyof TAuditRowValues, type: string) =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
  return db
    .insert(auditLog)
    .select(
      sql`select * from unnest(
        ${column('id', 'uuid')}, ${column('occurredAt', 'timestamptz')}, ${column('actorUserId', 'uuid')},
        ${column('actorRole', 'text')}, ${column('action', 'text')}, ${column('subjectType', 'text')},
        ${column('subjectId', 'text')}, ${column('ip', 'text')}, ${column('requestId', 'text')},
        ${column('details', 'jsonb')}
      )`,
    )
    .prepare('audit_insert_rows');
}
const insertAuditRowsQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareInsertAuditRows>>();

export async function insertAuditRows(db: DbOrTx, rows: TAuditRowValues[]): Promise<void> {
  let query = insertAuditRowsQueries.get(db);
  if (!query) {
    query = prepareInsertAuditRows(db);
    insertAuditRowsQueries.set(db, query);
  }
  await query.execute({
    id: rows.map((row) => row.id),
    occurredAt: rows.map((row) => row.occurredAt.toISOString()),
    actorUserId: rows.map((row) => row.actorUserId),
    actorRole: rows.map((row) => row.actorRole),
    action: rows.map((row) => row.action),
    subjectType: rows.map((row) => row.subjectType),
    subjectId: rows.map((row) => row.subjectId),
    ip: rows.map((row) => row.ip),
    requestId: rows.map((row) => row.requestId),
    details: rows.map((row) => (row.details === null ? null : JSON.stringify(row.details))),
  });
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
