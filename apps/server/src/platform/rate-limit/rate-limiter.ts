import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/platform.ts';

export type TRateLimitRule = { limit: number; windowSeconds: number };

export type TRateLimitState = { hits: number; limited: boolean; retryAfterSeconds: number };

export type TRateLimiter = {
  /** Counts one event under key and tells whether the key is now over its limit. */
  hit(key: string, rule: TRateLimitRule, now?: Date): Promise<TRateLimitState>;
  /** Tells whether the key is already at its limit, without counting. */
  peek(key: string, rule: TRateLimitRule, now?: Date): Promise<TRateLimitState>;
  /** Gives back one event counted by `hit` in the current window (an attempt that turned out fine). */
  undo(key: string, rule: TRateLimitRule, now?: Date): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters in the database: every instance on the same database shares them.
 * The upsert makes concurrent hits count exactly.
 */
export function createRateLimiter(db: Db): TRateLimiter {
  const windowOf = (rule: TRateLimitRule, now: Date) => {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  };
  const state = (hits: number, rule: TRateLimitRule, windowEnd: Date, now: Date): TRateLimitState => ({
    hits,
    limited: hits >= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)),
  });

  return {
    async hit(key, rule, now = new Date()) {
      const window = windowOf(rule, now);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: window.start, hits: 1, expiresAt: window.end })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return state(row?.hits ?? 1, rule, window.end, now);
    },
    async peek(key, rule, now = new Date()) {
      const window = windowOf(rule, now);
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, window.start)));
      return state(row?.hits ?? 0, rule, window.end, now);
    },
    async undo(key, rule, now = new Date()) {
      const window = windowOf(rule, now);
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, window.start)));
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/** Drops counters whose window has ended. */
export async function pruneRateLimitCounters(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
