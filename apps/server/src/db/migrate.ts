import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { TDatabase } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, the same on every instance: instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 724_311;

export async function migrateDatabase(database: TDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

/** True when every migration in the folder is recorded as applied (readiness check). */
export async function migrationsApplied(database: TDatabase): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder }).length;
  const result = await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: { applied: number }[] }).rows;
  return (rows[0]?.applied ?? 0) >= expected;
}
