import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deviceChecks } from '../../db/schema/device-checks.ts';

export type TNewDeviceCheck = typeof deviceChecks.$inferInsert;

export async function insertDeviceCheck(db: DbOrTx, check: TNewDeviceCheck) {
  const [row] = await db.insert(deviceChecks).values(check).returning();
  if (!row) throw new Error('device check not inserted');
  return row;
}

/** The user's newest check made within [from, to], or null. */
export async function findLatest(db: DbOrTx, options: { userId: string; from: Date; to: Date }) {
  const [row] = await db
    .select()
    .from(deviceChecks)
    .where(
      and(
        eq(deviceChecks.userId, options.userId),
        gte(deviceChecks.checkedAt, options.from),
        lte(deviceChecks.checkedAt, options.to),
      ),
    )
    .orderBy(desc(deviceChecks.checkedAt))
    .limit(1);
  return row ?? null;
}
