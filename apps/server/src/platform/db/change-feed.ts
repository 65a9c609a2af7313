import type { TDatabase } from '../../db/client.ts';

/** Which rows changed: their keys, or every row (a TRUNCATE, or messages that may have been missed). */
export type TChanged = readonly string[] | 'all';

/**
 * The changes of one NOTIFY channel, as heard by this instance. Triggers in the database send them
 * in the changing transaction, so every instance hears of a change when it commits, and never of
 * one that rolled back.
 */
export type TChangeFeed = {
  /** Whether changes are heard now. While not, nothing read may be remembered. */
  isListening(): boolean;
  /** Calls `onChange` for every change heard; answers the function that stops it. */
  subscribe(onChange: (changed: TChanged) => void): () => void;
  close(): Promise<void>;
};

/** Listens on `channel`, whose payloads are comma-separated keys ('' for every row). */
export async function createChangeFeed(
  database: Pick<TDatabase, 'listen'>,
  channel: string,
): Promise<TChangeFeed> {
  const subscribers = new Set<(changed: TChanged) => void>();
  let listening = false;
  const tell = (changed: TChanged) => {
    for (const onChange of subscribers) onChange(changed);
  };
  const subscription = await database.listen(channel, {
    onMessage: (payload) => tell(payload === '' ? 'all' : payload.split(',')),
    onListening() {
      // Whatever changed while nobody listened is unknown.
      tell('all');
      listening = true;
    },
    onLost() {
      listening = false;
      tell('all');
    },
  });
  return {
    isListening: () => listening,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    async close() {
      listening = false;
      tell('all');
      await subscription.stop();
    },
  };
}

/**
 * Rows remembered by key until the feed announces their change. Concurrent reads of one key
 * share one load. A load that started before a change was heard never stores its (older) answer,
 * and nothing is stored while the feed does not listen. The values are shared between callers:
 * they must not be changed.
 */
export type TNotifiedCache<T> = {
  /** The row from memory, or from `load` (undefined: no row, not remembered). */
  get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /**
   * Forgets one row on this instance at once. A change made by this instance calls it after its
   * commit, so that its next read sees the change without waiting for the notification.
   */
  forget(key: string): void;
};

export function createNotifiedCache<T>(feed: TChangeFeed, maxEntries: number): TNotifiedCache<T> {
  const rows = new Map<string, T>();
  const loading = new Map<string, Promise<T | undefined>>();
  /** Bumped by every change heard: a load that started before it must not store what it read. */
  let generation = 0;

  const forget = (changed: TChanged) => {
    generation += 1;
    if (changed === 'all') {
      rows.clear();
      loading.clear();
      return;
    }
    for (const key of changed) {
      rows.delete(key);
      loading.delete(key);
    }
  };
  feed.subscribe(forget);

  return {
    get(key, load) {
      const row = rows.get(key);
      if (row !== undefined) return Promise.resolve(row);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const loaded = load().then((value) => {
        if (value !== undefined && feed.isListening() && generation === startedAt) {
          const oldest = rows.keys().next();
          if (rows.size >= maxEntries && !oldest.done) rows.delete(oldest.value);
          rows.set(key, value);
        }
        return value;
      });
      const settled = () => {
        if (loading.get(key) === loaded) loading.delete(key);
      };
      loaded.then(settled, settled);
      loading.set(key, loaded);
      return loaded;
    },
    forget: (key) => forget([key]),
  };
}
