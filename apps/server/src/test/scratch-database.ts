import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../db/client.ts';

/**
 * A new database on a PostgreSQL server, for one test file or one bench run: created under a
 * random name beside the server URL's own, empty or as a copy of `template`, and dropped, with any
 * connection left to it, on close.
 */
export async function openScratchDatabase(
  serverUrl: string,
  namePrefix: string,
  options: { template?: string } = {},
): Promise<TDatabase> {
  const name = `${namePrefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
