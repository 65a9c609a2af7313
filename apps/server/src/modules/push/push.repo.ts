import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';

/** Stores a browser's subscription for the user; a browser subscribed before (by anyone) is taken over. */
export async function upsertSubscription(
  db: DbOrTx,
  subscription: { userId: string; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  const { now, ...row } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: now },
    });
}

/** Removes the user's own subscription of this browser; false when the user had none there. */
export async function deleteOwnSubscription(
  db: DbOrTx,
  options: { userId: string; endpoint: string },
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, options.endpoint), eq(pushSubscriptions.userId, options.userId)),
    )
    .returning({ endpoint: pushSubscriptions.endpoint });
  return rows.length > 0;
}

export function listSubscriptions(db: DbOrTx, userId: string) {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscription(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
