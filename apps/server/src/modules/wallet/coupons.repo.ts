import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/wallet.ts';

export type TCouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: DbOrTx, code: string): Promise<TCouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** How many times the user has used the coupon. */
export async function countUserRedemptions(db: DbOrTx, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.uses ?? 0;
}

/**
 * Takes one use of the coupon if its total cap allows: one conditional update, whose row lock is
 * held until the transaction ends, so a parallel redemption waits and then sees this one's count.
 * False when every use is taken.
 */
export async function takeUse(db: DbOrTx, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(eq(coupons.id, couponId), or(isNull(coupons.totalCap), lt(coupons.usedCount, coupons.totalCap))),
    )
    .returning({ usedCount: coupons.usedCount });
  return rows.length > 0;
}

export async function insertRedemption(
  db: DbOrTx,
  redemption: typeof couponRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(couponRedemptions).values(redemption);
}

export async function insertCoupon(db: DbOrTx, coupon: typeof coupons.$inferInsert): Promise<void> {
  await db.insert(coupons).values(coupon).onConflictDoNothing({ target: coupons.code });
}
