import { createHmac } from 'node:crypto';
import type { TIceServer } from '@app/contracts/room';

export type TIceConfig = {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
};

/**
 * The relay servers a user's browser may use. TURN credentials follow the TURN REST scheme that
 * coturn checks with `use-auth-secret`: the username is `expiry:userId` (expiry in Unix seconds)
 * and the password the base64 HMAC-SHA1 of that username under the shared secret, so they expire
 * on their own and no password list is kept.
 */
export function iceServersFor(config: TIceConfig, userId: string, now: Date): TIceServer[] {
  const servers: TIceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret) {
    const expiry = Math.floor(now.getTime() / 1000) + config.turnTtlSeconds;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    servers.push({ urls: config.turnUrls, username, credential });
  }
  return servers;
}
