import type { TLedgerAccountKind, TLedgerReason, TPaymentProvider } from '@app/contracts/wallet';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema/wallet.ts';

export type TAccountIdentity = {
  kind: TLedgerAccountKind;
  ownerUserId: string | null;
  provider: TPaymentProvider | null;
};

/** The account's id, made on first use. Concurrent first uses meet on the unique identity. */
export async function ensureAccount(db: DbOrTx, identity: TAccountIdentity): Promise<string> {
  await db.insert(ledgerAccounts).values(identity).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, identity.kind),
        identity.ownerUserId === null
          ? isNull(ledgerAccounts.ownerUserId)
          : eq(ledgerAccounts.ownerUserId, identity.ownerUserId),
        identity.provider === null
          ? isNull(ledgerAccounts.provider)
          : eq(ledgerAccounts.provider, identity.provider),
      ),
    );
  if (!row) throw new Error(`ledger account ${identity.kind} not made`);
  return row.id;
}

/** The new entry's id, or null when an entry with this idempotency key exists already. */
export async function insertEntry(
  db: DbOrTx,
  entry: { idempotencyKey: string; reason: TLedgerReason; referenceId: string | null; createdAt: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return row?.id ?? null;
}

export async function findEntryIdByKey(db: DbOrTx, idempotencyKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row?.id ?? null;
}

/**
 * Adds the postings one by one in the order given (callers sort them by account, so that two
 * entries lock shared accounts in the same order). The database moves each balance.
 */
export async function insertPostings(
  db: DbOrTx,
  entryId: string,
  postings: { accountId: string; amount: number }[],
): Promise<void> {
  for (const posting of postings) {
    await db.insert(ledgerPostings).values({ entryId, ...posting });
  }
}

/** A user's account balances by kind (accounts never used are absent). */
export async function findUserBalances(db: DbOrTx, userId: string) {
  return db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerUserId, userId));
}

/** One page of a user account's postings, newest first, and how many there are in all. */
export async function findMovements(
  db: DbOrTx,
  options: { userId: string; kind: TLedgerAccountKind; limit: number; offset: number },
) {
  const account = and(eq(ledgerAccounts.ownerUserId, options.userId), eq(ledgerAccounts.kind, options.kind));
  const [items, [total]] = await Promise.all([
    db
      .select({
        createdAt: ledgerEntries.createdAt,
        reason: ledgerEntries.reason,
        amount: ledgerPostings.amount,
        balanceAfter: ledgerPostings.balanceAfter,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(account)
      .orderBy(desc(ledgerPostings.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: count() })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(account),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** The postings (with their accounts) of the entries of `reason` about `referenceId`. */
export async function findPostingsByReference(
  db: DbOrTx,
  options: { reasons: TLedgerReason[]; referenceId: string },
) {
  return db
    .select({
      entryId: ledgerEntries.id,
      reason: ledgerEntries.reason,
      amount: ledgerPostings.amount,
      kind: ledgerAccounts.kind,
      ownerUserId: ledgerAccounts.ownerUserId,
      provider: ledgerAccounts.provider,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(inArray(ledgerEntries.reason, options.reasons), eq(ledgerEntries.referenceId, options.referenceId)),
    );
}
