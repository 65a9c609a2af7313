import type { TCaseStatus, TTreatmentProcess } from '@app/contracts/treatment-cases';
import { and, asc, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { treatmentCases, treatmentRecords } from '../../db/schema/treatment-cases.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { reencryptColumn } from '../../platform/crypto/reencrypt-column.ts';
import { withTotal } from '../../platform/db/paging.ts';

/** The associated data of a case's sealed text: it decrypts in this row and column only. */
export const caseGoalContext = (caseId: string) => `treatment_cases.goal:${caseId}`;
export const caseSummaryContext = (caseId: string) => `treatment_cases.summary:${caseId}`;
export const recordContentContext = (recordId: string) => `treatment_records.content:${recordId}`;

export type TCaseRow = typeof treatmentCases.$inferSelect;
export type TRecordRow = typeof treatmentRecords.$inferSelect;

// Written out: Drizzle leaves columns of a one-table select unqualified, which inside these
// subqueries would name treatment_records' own id.
const recordStats = {
  recordCount: sql<number>`(select count(*)::int from treatment_records r where r.case_id = treatment_cases.id)`,
  lastRecordAt:
    sql<Date | null>`(select max(r.written_at) from treatment_records r where r.case_id = treatment_cases.id)`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
};

/** A page of the counselor's cases, the latest opened first, with how many records each holds. */
export async function listCases(
  db: DbOrTx,
  options: { counselorId: string; status?: TCaseStatus; page: number; pageSize: number },
) {
  const where = and(
    eq(treatmentCases.counselorId, options.counselorId),
    options.status ? eq(treatmentCases.status, options.status) : undefined,
  );
  return withTotal(
    db
      .select({ row: treatmentCases, ...recordStats })
      .from(treatmentCases)
      .where(where)
      .orderBy(desc(treatmentCases.openedAt), desc(treatmentCases.number))
      .limit(options.pageSize)
      .offset(options.page * options.pageSize),
    db.select({ total: count() }).from(treatmentCases).where(where),
  );
}

/** One case of the counselor (undefined for anyone else's), optionally locked for a change. */
export async function findCase(
  db: DbOrTx,
  options: { caseId: string; counselorId: string; forUpdate?: boolean },
) {
  const query = db
    .select({ row: treatmentCases, ...recordStats })
    .from(treatmentCases)
    .where(and(eq(treatmentCases.id, options.caseId), eq(treatmentCases.counselorId, options.counselorId)));
  const [found] = await (options.forUpdate ? query.for('update', { of: treatmentCases }) : query);
  return found;
}

export async function listRecords(db: DbOrTx, caseId: string): Promise<TRecordRow[]> {
  return db
    .select()
    .from(treatmentRecords)
    .where(eq(treatmentRecords.caseId, caseId))
    .orderBy(asc(treatmentRecords.writtenAt), asc(treatmentRecords.id));
}

/** The counselor's open cases among these clients, by client. */
export async function openCasesOf(db: DbOrTx, counselorId: string, clientIds: string[]) {
  if (clientIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: treatmentCases.id, clientId: treatmentCases.clientId })
    .from(treatmentCases)
    .where(
      and(
        eq(treatmentCases.counselorId, counselorId),
        inArray(treatmentCases.clientId, clientIds),
        ne(treatmentCases.status, 'closed'),
      ),
    );
  return new Map(rows.map((row) => [row.clientId, row.id]));
}

/**
 * The counselor's next case number, taken under a lock on the counselor's numbering that holds
 * until the transaction ends: cases opened at the same moment get consecutive numbers instead of
 * colliding on treatment_cases_number.
 */
export async function nextCaseNumber(db: DbOrTx, counselorId: string): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`treatment_cases:${counselorId}`}))`);
  const [row] = await db
    .select({ last: max(treatmentCases.number) })
    .from(treatmentCases)
    .where(eq(treatmentCases.counselorId, counselorId));
  return (row?.last ?? 0) + 1;
}

export async function insertCase(db: DbOrTx, values: typeof treatmentCases.$inferInsert): Promise<void> {
  await db.insert(treatmentCases).values(values);
}

/** Changes an open case; false when it is closed (or not the counselor's). */
export async function updateOpenCase(
  db: DbOrTx,
  options: { caseId: string; counselorId: string; set: Partial<typeof treatmentCases.$inferInsert> },
): Promise<boolean> {
  const rows = await db
    .update(treatmentCases)
    .set(options.set)
    .where(
      and(
        eq(treatmentCases.id, options.caseId),
        eq(treatmentCases.counselorId, options.counselorId),
        ne(treatmentCases.status, 'closed'),
      ),
    )
    .returning({ id: treatmentCases.id });
  return rows.length > 0;
}

export async function insertRecord(
  db: DbOrTx,
  values: {
    id: string;
    caseId: string;
    courseId: string | null;
    processStatus: TTreatmentProcess;
    content: string;
    writtenAt: Date;
  },
): Promise<void> {
  await db.insert(treatmentRecords).values(values);
}

/** Brings the sealed text of every case and record under the active key. */
export async function reencryptCaseTexts(db: DbOrTx, cipher: TFieldCipher): Promise<number> {
  return (
    (await reencryptColumn(db, cipher, {
      table: treatmentCases,
      id: treatmentCases.id,
      column: treatmentCases.goal,
      context: caseGoalContext,
    })) +
    (await reencryptColumn(db, cipher, {
      table: treatmentCases,
      id: treatmentCases.id,
      column: treatmentCases.summary,
      context: caseSummaryContext,
    })) +
    (await reencryptColumn(db, cipher, {
      table: treatmentRecords,
      id: treatmentRecords.id,
      column: treatmentRecords.content,
      context: recordContentContext,
    }))
  );
}
