import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isFieldCiphertext, type TFieldCipher } from './field-cipher.ts';

export type TEncryptedColumn = {
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** The associated data of a row's value (see TFieldCipher). */
  context: (rowId: string) => string;
};

const BATCH = 200;

/**
 * Brings every stored value of a column under the active key: plaintext written before the column
 * was encrypted, and ciphertext of an older key after a rotation. Each row changes only if it
 * still holds the value read, so instances starting together do not overwrite each other.
 * Answers how many values were rewritten.
 */
export async function reencryptColumn(
  db: DbOrTx,
  cipher: TFieldCipher,
  target: TEncryptedColumn,
): Promise<number> {
  const { table, id, column } = target;
  let rewritten = 0;
  for (;;) {
    const result = await db.execute(
      sql`select ${id}::text as id, ${column} as value from ${table}
          where ${column} is not null and left(${column}, ${cipher.activePrefix.length}) <> ${cipher.activePrefix}
          order by ${id} limit ${BATCH}`,
    );
    const rows = (result as unknown as { rows: { id: string; value: string }[] }).rows;
    let progress = 0;
    for (const row of rows) {
      const context = target.context(row.id);
      const plaintext = isFieldCiphertext(row.value) ? cipher.decrypt(row.value, context) : row.value;
      const updated = await db.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${cipher.encrypt(plaintext, context)}
            where ${id} = ${row.id}::uuid and ${column} = ${row.value}`,
      );
      // Zero rows when someone else changed the value meanwhile: the next round reads the new one.
      progress += rowCountOf(updated);
    }
    rewritten += progress;
    if (rows.length < BATCH || progress === 0) return rewritten;
  }
}

/** node-postgres answers rowCount, PGlite affectedRows. */
function rowCountOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
