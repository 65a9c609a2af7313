import type { TChangeFeed, TNotifiedCache } from '../../platform/db/change-feed.ts';
import { createNotifiedCache } from '../../platform/db/change-feed.ts';
import type { TClientRow } from './accounts.repo.ts';

/**
 * The channel on which triggers announce every change of a user's row or client profile
 * (migration 0008_users_announce_changes.sql): the payload is the user's id.
 */
export const USER_CHANGES_CHANNEL = 'users_changed';

/** Clients' profile rows remembered at most; the oldest are forgotten first. */
const MAX_CLIENT_ROWS = 10_000;

/**
 * The client rows the profile read answers from, remembered by user id until a trigger
 * announces their change. The rows hold the emergency contact encrypted, as in the database; the
 * profile read keeps its decryption beside the remembered row (accounts.service).
 */
export type TClientRowCache = TNotifiedCache<TClientRow>;

export function createClientRowCache(userChanges: TChangeFeed): TClientRowCache {
  return createNotifiedCache<TClientRow>(userChanges, MAX_CLIENT_ROWS);
}
