import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentWebhookEvents, rechargeOrders } from '../../db/schema/wallet.ts';

export type TRechargeRow = typeof rechargeOrders.$inferSelect;

export async function insertRecharge(
  db: DbOrTx,
  recharge: typeof rechargeOrders.$inferInsert,
): Promise<TRechargeRow> {
  const [row] = await db.insert(rechargeOrders).values(recharge).returning();
  if (!row) throw new Error('recharge not inserted');
  return row;
}

/** The recharge, locked until the transaction ends: one provider notice at a time settles it. */
export async function lockRecharge(db: DbOrTx, orderNo: string): Promise<TRechargeRow | null> {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNo, orderNo))
    .for('update');
  return row ?? null;
}

export async function findClientRecharge(db: DbOrTx, clientId: string, orderNo: string) {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.clientId, clientId)));
  return row ?? null;
}

export async function updateRecharge(
  db: DbOrTx,
  id: string,
  changes: Partial<Omit<typeof rechargeOrders.$inferInsert, 'id' | 'orderNo' | 'clientId' | 'amount'>>,
): Promise<void> {
  await db.update(rechargeOrders).set(changes).where(eq(rechargeOrders.id, id));
}

/** One page of the client's recharges, newest first, and how many there are. */
export async function findClientRecharges(db: DbOrTx, clientId: string, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.clientId, clientId))
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.orderNo))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(rechargeOrders).where(eq(rechargeOrders.clientId, clientId)),
  ]);
  return { items, total: total?.total ?? 0 };
}

/**
 * Records a webhook event as handled; false when it was already (a redelivery). A concurrent
 * delivery of the same event waits on the unique index until this transaction ends.
 */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: typeof paymentWebhookEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
    .returning({ id: paymentWebhookEvents.id });
  return rows.length > 0;
}
