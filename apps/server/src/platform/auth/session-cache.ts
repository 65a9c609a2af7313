import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx, TDatabase } from '../../db/client.ts';
import type { TSessionChecker } from './authenticate.ts';

/**
 * The channel on which ended sessions are announced. A NOTIFY sent in a transaction reaches the
 * listeners when it commits, and never if it rolls back.
 */
const CHANNEL = 'auth_sessions_ended';
const ENDED = 'ended:';
const MARK = 'mark:';
/** Ids per message: a NOTIFY payload must stay under 8000 bytes. */
const IDS_PER_MESSAGE = 100;
/** Live sessions remembered at most; the oldest are forgotten first. */
const MAX_ENTRIES = 100_000;
/** How long `delivered` waits for its own mark before it stops trusting what it remembers. */
const MARK_TIMEOUT_MS = 2_000;

/** A live session as the cache needs it: until when it lives at the latest. */
export type TSessionLoader = (sessionId: string, now: Date) => Promise<{ expiresAt: Date } | undefined>;

export type TSessionCache = {
  /** Whether the session is alive: from memory when it was alive before, else from the database. */
  isSessionActive: TSessionChecker;
  /**
   * Resolves once this instance has heard of every session ended by a transaction committed
   * before the call. A request that ends sessions awaits it before it answers, so that its own
   * instance refuses them from the next request on.
   */
  delivered(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Remembers live sessions so that a signed-in request does not read auth_sessions each time.
 * Every revocation announces the ended ids with NOTIFY in its own transaction
 * (`announceSessionsEnded`), and every instance listens and forgets them. While the listening
 * connection is down nothing is remembered: each check goes to the database, as without a cache.
 * Expiry is checked on every call against the app's clock.
 */
export async function createSessionCache(options: {
  database: Pick<TDatabase, 'listen' | 'db'>;
  load: TSessionLoader;
  now: () => Date;
}): Promise<TSessionCache> {
  const { load, now } = options;
  const alive = new Map<string, Date>();
  let listening = false;
  /** Bumped by every forget: a load that started before it must not store what it read. */
  let generation = 0;
  const instanceMark = randomUUID();
  let markCount = 0;
  const waitingMarks = new Map<string, () => void>();

  const forgetAll = () => {
    generation += 1;
    alive.clear();
  };
  const subscription = await options.database.listen(CHANNEL, {
    onMessage(payload) {
      if (payload.startsWith(ENDED)) {
        generation += 1;
        for (const id of payload.slice(ENDED.length).split(',')) alive.delete(id);
      } else if (payload.startsWith(MARK)) {
        waitingMarks.get(payload.slice(MARK.length))?.();
      }
    },
    onListening() {
      // Whatever ended while nobody listened is unknown: start from nothing.
      forgetAll();
      listening = true;
    },
    onLost() {
      listening = false;
      forgetAll();
      for (const release of waitingMarks.values()) release();
    },
  });

  return {
    async isSessionActive(sessionId) {
      const at = now();
      const expiresAt = alive.get(sessionId);
      if (expiresAt && expiresAt > at) return true;
      if (expiresAt) alive.delete(sessionId);
      const startedAt = generation;
      const session = await load(sessionId, at);
      if (!session) return false;
      if (listening && generation === startedAt) remember(alive, sessionId, session.expiresAt);
      return true;
    },
    async delivered() {
      if (!listening) return;
      const mark = `${instanceMark}:${(markCount += 1)}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<void>((resolve) => {
        waitingMarks.set(mark, resolve);
        timer = setTimeout(() => {
          // Not heard in time: the connection may be stuck. Trust nothing remembered so far.
          forgetAll();
          resolve();
        }, MARK_TIMEOUT_MS);
      });
      try {
        await notify(options.database.db, MARK + mark);
        await heard;
      } finally {
        clearTimeout(timer);
        waitingMarks.delete(mark);
      }
    },
    async close() {
      listening = false;
      forgetAll();
      await subscription.stop();
    },
  };
}

function remember(alive: Map<string, Date>, sessionId: string, expiresAt: Date) {
  if (alive.size >= MAX_ENTRIES) {
    const oldest = alive.keys().next();
    if (!oldest.done) alive.delete(oldest.value);
  }
  alive.set(sessionId, expiresAt);
}

/** Announces ended sessions to every instance, when (and only if) the caller's transaction commits. */
export async function announceSessionsEnded(db: DbOrTx, sessionIds: readonly string[]): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_MESSAGE) {
    await notify(db, ENDED + sessionIds.slice(start, start + IDS_PER_MESSAGE).join(','));
  }
}

async function notify(db: DbOrTx, payload: string) {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}
