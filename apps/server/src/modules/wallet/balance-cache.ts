import { createNotifiedCache } from '../../platform/db/change-feed.ts';
import type { TChangeFeed, TNotifiedCache } from '../../platform/db/change-feed.ts';

export type TBalances = { reservedAmount: number; bonusAmount: number };

/** Users' balances remembered at most; the oldest are forgotten first. */
const MAX_BALANCES = 10_000;

/**
 * Users' stored value and bonus points for the profile read, remembered by user id until the
 * ledger's trigger announces a change of one of their accounts on the users' channel
 * (migration 0013_ledger_announces_owner_changes.sql).
 */
export type TBalanceCache = TNotifiedCache<TBalances>;

export function createBalanceCache(userChanges: TChangeFeed): TBalanceCache {
  return createNotifiedCache<TBalances>(userChanges, MAX_BALANCES);
}
