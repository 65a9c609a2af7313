import webpush from 'web-push';
import type { TConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { storedSecret } from '../secrets/server-secrets.ts';

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID key pair: from config when both halves are set, else made once and kept in the
 * database with the other made-up secrets, so every instance signs with the same pair and the
 * browsers' subscriptions stay valid across restarts.
 */
export async function resolveVapidKeys(db: Db, config: TConfig): Promise<TVapidKeys> {
  const subject = config.VAPID_SUBJECT ?? new URL(config.PUBLIC_URL).origin;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await storedSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
