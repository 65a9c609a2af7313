import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { sendQueriesInTurn } from './queries-in-turn.ts';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** The query builder both drivers share: services and repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** A repository method runs on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type TDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text (several statements allowed when there are no parameters). */
  exec(text: string): Promise<void>;
  /**
   * Runs SQL with positional parameters ($1, $2…) outside any transaction. Without parameters the
   * text may hold several statements; the rows of the last one are answered.
   */
  query(text: string, values?: unknown[]): Promise<TSqlRows>;
  /** The server's connection string (postgres only): the job queue opens a pool of its own there. */
  url?: string;
  /** Hears the NOTIFY messages of one channel until the answered `stop` is called. */
  listen(channel: string, listener: TChannelListener): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
};

/**
 * What a channel listener hears. Messages sent while it was not listening are lost: `onLost`
 * tells it so (the connection dropped) and `onListening` that it hears new ones again.
 */
export type TChannelListener = {
  onMessage(payload: string): void;
  onListening(): void;
  onLost(): void;
};

export type TSqlRows = { rows: Record<string, unknown>[] };

export type TDatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Hears the text of every statement sent through `db` (the benchmark counts them). */
  onQuery?: (text: string) => void;
};

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', () => undefined);
    pool.on('connect', sendQueriesInTurn);
    const db = drizzleNodePg({ client: pool, ...drizzleSettings(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      query: (text, values) => queryPool(pool, text, values),
      url: options.url,
      listen: (channel, listener) => listenOnServer(options.url, channel, listener),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  // btree_gist backs the exclusion constraints that keep bookings from overlapping.
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { btree_gist } }).catch(
    (error: unknown) => {
      lock?.release();
      throw error;
    },
  );
  const db = drizzlePglite({ client, ...drizzleSettings(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    query: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One connection in this process: a message is heard as soon as the transaction sending it commits.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload));
      listener.onListening();
      return { stop: () => unlisten() };
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** The query builder's settings, the same for both drivers: columns in snake_case, statements heard. */
function drizzleSettings({ onQuery }: TDatabaseOptions) {
  const logger: Logger | undefined = onQuery && { logQuery: (text) => onQuery(text) };
  return { schema, casing: 'snake_case' as const, logger };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * drops, the listener hears onLost and a new connection is tried every second until stop.
 */
async function listenOnServer(url: string, channel: string, listener: TChannelListener) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      listener.onLost();
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
      retry.unref();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (!stopped) listener.onListening();
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** pg answers a list of results for several statements: the rows of the last one. */
export async function queryPool(pool: pg.Pool, text: string, values?: unknown[]): Promise<TSqlRows> {
  const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
  return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
}

/**
 * Positional SQL on the connection a query builder runs on: inside a transaction, that
 * transaction's connection. Lets SQL written outside Drizzle (the job queue's inserts) join the
 * caller's transaction. Both drivers keep their client (PGlite or its transaction, a pg pool or
 * pooled client) on the session, and both clients answer query(text, values) with { rows }.
 */
export function queryOn(db: DbOrTx, text: string, values: unknown[]): Promise<TSqlRows> {
  const { client } = db._.session as unknown as {
    client: { query(text: string, values: unknown[]): Promise<TSqlRows> };
  };
  return client.query(text, values);
}
