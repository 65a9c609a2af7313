import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test file copies for a database of its own. */
    pgliteTemplateDir: string;
  }
}

/**
 * A database of its own for one test file: a copy of the run's migrated PGlite template, or, in
 * the `server-pg` project, a new database on the TEST_DATABASE_URL server that is dropped on close.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env['TEST_DB_KIND'] === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
  if (!serverUrl) return openPgliteCopy();

  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
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

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
