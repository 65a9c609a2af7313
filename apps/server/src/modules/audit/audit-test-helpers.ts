import type { TAuditLogPage } from '@app/contracts/audit';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** The experts' reading of the trail: GET /expert/audit with the given query. */
export async function readAuditLog(
  app: FastifyInstance,
  expertHeaders: { authorization: string },
  query: Record<string, string | number> = {},
): Promise<TAuditLogPage> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await app.inject({ url: `/api/zh-tw/expert/audit?${search}`, headers: expertHeaders });
  if (response.statusCode !== 200)
    throw new Error(`audit log answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

/** The rows about one subject, oldest first, straight from the table. */
export function auditRowsAbout(db: DbOrTx, subjectId: string) {
  return db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(auditLog.occurredAt);
}

/** The PostgreSQL error code of a refused statement (drizzle wraps the driver's error in `cause`). */
export async function refusalCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

/** The three ways of changing a written row, each of which the trail refuses. */
export function tamperings(db: DbOrTx, id: string) {
  return {
    update: () => db.update(auditLog).set({ action: 'account.activated' }).where(eq(auditLog.id, id)),
    delete: () => db.delete(auditLog).where(eq(auditLog.id, id)),
    truncate: () => db.execute(sql`truncate table audit_log`),
  };
}
