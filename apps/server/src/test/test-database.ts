import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../db/client.ts';

/**
 * A database of its own for one test file: a fresh in-memory PGlite, or, in the `server-pg`
 * project, a new database on the TEST_DATABASE_URL server that is dropped on close.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const serverUrl = process.env['TEST_DB_KIND'] === 'postgres' ? process.env['TEST_DATABASE_URL'] : undefined;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

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

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
