import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { openScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test file copies for a database of its own. */
    pgliteTemplateDir: string;
    /** A migrated database on the TEST_DATABASE_URL server, copied for each test file of server-pg. */
    postgresTemplateDatabase: string;
  }
}

/**
 * A database of its own for one test file: a copy of the run's migrated PGlite template, or, in
 * the `server-pg` project, a copy of the run's migrated database on the TEST_DATABASE_URL server,
 * dropped on close.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env['TEST_DB_KIND'] === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
  if (!serverUrl) return openPgliteCopy();
  return openScratchDatabase(serverUrl, `test_${String(process.pid)}`, {
    template: inject('postgresTemplateDatabase'),
  });
}

async function openPgliteCopy(): Promise<TDatabase> {
  const parent = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
  const dataDir = path.join(parent, 'db');
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
