import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

/** A table of one counselor's periods: who, and the half-open [starts_at, ends_at). */
type TPeriodTable = PgTable & { counselorId: PgColumn; startsAt: PgColumn; endsAt: PgColumn };

/** Rows whose half-open period [startsAt, endsAt) overlaps [from, to). */
export function overlaps(table: TPeriodTable, from: Date, to: Date): SQL {
  return and(lt(table.startsAt, to), gt(table.endsAt, from))!;
}

/**
 * One counselor's periods (service times, leave, courses) that overlap [from, to), earliest first,
 * narrowed further by `where` when given.
 */
export function listCounselorPeriods(
  db: DbOrTx,
  table: TPeriodTable,
  options: { counselorId: string; from: Date; to: Date; where?: SQL },
): Promise<{ startsAt: Date; endsAt: Date }[]> {
  return db
    .select({ startsAt: table.startsAt, endsAt: table.endsAt })
    .from(table)
    .where(
      and(
        eq(table.counselorId, options.counselorId),
        overlaps(table, options.from, options.to),
        options.where,
      ),
    )
    .orderBy(asc(table.startsAt)) as Promise<{ startsAt: Date; endsAt: Date }[]>;
}

/** Several counselors' periods overlapping [from, to) in one read, each with whose it is, earliest first. */
export function listCounselorsPeriods(
  db: DbOrTx,
  table: TPeriodTable,
  options: { counselorIds: string[]; from: Date; to: Date; where?: SQL },
): Promise<{ counselorId: string; startsAt: Date; endsAt: Date }[]> {
  if (options.counselorIds.length === 0) return Promise.resolve([]);
  return db
    .select({ counselorId: table.counselorId, startsAt: table.startsAt, endsAt: table.endsAt })
    .from(table)
    .where(
      and(
        inArray(table.counselorId, options.counselorIds),
        overlaps(table, options.from, options.to),
        options.where,
      ),
    )
    .orderBy(asc(table.startsAt)) as Promise<{ counselorId: string; startsAt: Date; endsAt: Date }[]>;
}
