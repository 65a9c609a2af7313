import { ErrorCode } from '@app/contracts/error-codes';
import {
  LedgerAccountKind,
  LedgerReason,
  STATEMENT_PAGE_SIZE,
  TRIAL_BONUS_POINTS,
  type TLedgerReason,
  type TPaymentProvider,
  type TStatement,
} from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TUnitOfWork } from '../../platform/db/unit-of-work.ts';
import { isCheckViolation } from '../../platform/db/postgres-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TBalanceCache, TBalances } from './balance-cache.ts';
import * as repo from './ledger.repo.ts';

/** Names an account of the ledger; the account is made on its first posting. */
export const ledgerAccount = {
  storedValue: (userId: string): repo.TAccountIdentity => ({
    kind: LedgerAccountKind.ClientStoredValue,
    ownerUserId: userId,
    provider: null,
  }),
  bonus: (userId: string): repo.TAccountIdentity => ({
    kind: LedgerAccountKind.ClientBonus,
    ownerUserId: userId,
    provider: null,
  }),
  counselorEarnings: (userId: string): repo.TAccountIdentity => ({
    kind: LedgerAccountKind.CounselorEarnings,
    ownerUserId: userId,
    provider: null,
  }),
  providerClearing: (provider: TPaymentProvider): repo.TAccountIdentity => ({
    kind: LedgerAccountKind.ProviderClearing,
    ownerUserId: null,
    provider,
  }),
  couponExpense: platform(LedgerAccountKind.CouponExpense),
  bonusExpense: platform(LedgerAccountKind.BonusExpense),
  feeRevenue: platform(LedgerAccountKind.FeeRevenue),
  compensationExpense: platform(LedgerAccountKind.CompensationExpense),
  trialDepositHeld: platform(LedgerAccountKind.TrialDepositHeld),
};

function platform(kind: repo.TAccountIdentity['kind']): repo.TAccountIdentity {
  return { kind, ownerUserId: null, provider: null };
}

/**
 * One movement of points. The postings must sum to zero (the database refuses the commit
 * otherwise); the idempotency key names the event that causes it (a provider's trade number, a
 * booking), so that the same event posted again moves nothing.
 */
export type TLedgerEntry = {
  idempotencyKey: string;
  reason: TLedgerReason;
  /** What the movement is about, e.g. a recharge's order number. */
  referenceId?: string;
  postings: { account: repo.TAccountIdentity; amount: number }[];
};

export type TPosted = { entryId: string; replayed: boolean };

/**
 * Posts the entry on `db`, which must be a transaction (the caller's): the service's `post`, for
 * modules whose work runs on a transaction of their own rather than a unit of work.
 */
export async function postEntry(db: DbOrTx, entry: TLedgerEntry, now: Date): Promise<TPosted> {
  const entryId = await repo.insertEntry(db, {
    idempotencyKey: entry.idempotencyKey,
    reason: entry.reason,
    referenceId: entry.referenceId ?? null,
    createdAt: now,
  });
  if (entryId === null) {
    const existing = await repo.findEntryIdByKey(db, entry.idempotencyKey);
    if (existing === null) throw new Error(`ledger entry ${entry.idempotencyKey} vanished`);
    return { entryId: existing, replayed: true };
  }
  const postings = [];
  for (const posting of entry.postings) {
    postings.push({ accountId: await repo.ensureAccount(db, posting.account), amount: posting.amount });
  }
  // One lock order for every entry: two entries sharing accounts cannot deadlock.
  postings.sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  try {
    await repo.insertPostings(db, entryId, postings);
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_balance_non_negative')) {
      throw new AppError(ErrorCode.InsufficientBalance, { internal: `entry ${entry.idempotencyKey}` });
    }
    throw error;
  }
  return { entryId, replayed: false };
}

/**
 * The 200 bonus points a client gets once, after the questionnaire and phone verification (domain
 * spec §9), on `db` (the caller's transaction). The ledger's idempotency key
 * `trial-bonus:{client}` makes it once per client, however often it is called.
 */
export function grantTrialBonus(db: DbOrTx, clientId: string, now: Date): Promise<TPosted> {
  return postEntry(
    db,
    {
      idempotencyKey: `trial-bonus:${clientId}`,
      reason: LedgerReason.BonusGrant,
      referenceId: 'trial',
      postings: [
        { account: ledgerAccount.bonusExpense, amount: -TRIAL_BONUS_POINTS },
        { account: ledgerAccount.bonus(clientId), amount: TRIAL_BONUS_POINTS },
      ],
    },
    now,
  );
}

export type TLedgerService = ReturnType<typeof createLedgerService>;

/**
 * The double-entry ledger of points (ARCHITECTURE.md §5). Other modules post through `post`,
 * inside their own transaction (`services.withTransaction`), so that the movement commits or
 * rolls back with the change that causes it.
 */
export function createLedgerService(deps: {
  unit: TUnitOfWork;
  now: () => Date;
  /** Null inside a transaction, whose reads must see its own uncommitted postings. */
  balanceCache: TBalanceCache | null;
  /** Makes this instance forget a user's remembered balances once the change commits. */
  balancesChanged: (userId: string) => void;
}) {
  const { balanceCache } = deps;
  const readBalances = async (userId: string): Promise<TBalances> => {
    const rows = await repo.findUserBalances(deps.unit.db, userId);
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return {
      reservedAmount: of(LedgerAccountKind.ClientStoredValue),
      bonusAmount: of(LedgerAccountKind.ClientBonus),
    };
  };
  const balances = async (userId: string): Promise<TBalances> =>
    balanceCache
      ? ((await balanceCache.get(userId, () => readBalances(userId))) as TBalances)
      : readBalances(userId);
  const service = {
    /**
     * Posts the entry, or nothing when its idempotency key was posted before (answered as a
     * replay with the first entry's id). A posting that would take a user's balance below zero
     * fails with InsufficientBalance and the caller's transaction rolls back.
     */
    post(entry: TLedgerEntry): Promise<TPosted> {
      return deps.unit.transaction(async ({ db }) => {
        const posted = await postEntry(db, entry, deps.now());
        // Other instances hear of the change from the database's trigger; this one forgets the
        // owners' balances right after the commit, so that its next read sees them.
        if (!posted.replayed) {
          for (const { account } of entry.postings) {
            if (account.ownerUserId !== null) deps.balancesChanged(account.ownerUserId);
          }
        }
        return posted;
      });
    },

    /**
     * Refunds in full what a course was paid with: the booking's payment entries (reason
     * booking_payment, or trial_deposit for a trial's deposit; referenceId the course id) posted
     * back with every sign reversed, as one refund entry keyed by the course, so that a second
     * refund of it moves nothing. Null when the course was never paid through the ledger;
     * otherwise the points given back to the client.
     */
    async refundCoursePayment(courseId: string): Promise<{ points: number; replayed: boolean } | null> {
      const paid = await repo.findPostingsByReference(deps.unit.db, {
        reasons: [LedgerReason.BookingPayment, LedgerReason.TrialDeposit],
        referenceId: courseId,
      });
      const byAccount = new Map<string, { account: repo.TAccountIdentity; amount: number }>();
      for (const posting of paid) {
        const key = `${posting.kind}/${posting.ownerUserId}/${posting.provider}`;
        const account = { kind: posting.kind, ownerUserId: posting.ownerUserId, provider: posting.provider };
        const reversed = byAccount.get(key) ?? { account, amount: 0 };
        reversed.amount -= posting.amount;
        byAccount.set(key, reversed);
      }
      const postings = [...byAccount.values()].filter((posting) => posting.amount !== 0);
      if (postings.length === 0) return null;
      const clientKinds: string[] = [LedgerAccountKind.ClientStoredValue, LedgerAccountKind.ClientBonus];
      const points = postings
        .filter(({ account }) => clientKinds.includes(account.kind))
        .reduce((sum, posting) => sum + posting.amount, 0);
      const deposit = paid.some((posting) => posting.reason === LedgerReason.TrialDeposit);
      const posted = await service.post({
        idempotencyKey: `refund:course:${courseId}`,
        reason: deposit ? LedgerReason.TrialRefund : LedgerReason.Refund,
        referenceId: courseId,
        postings,
      });
      return { points, replayed: posted.replayed };
    },

    /**
     * Keeps a trial's deposit (the client did not come): what it holds of the course's deposit
     * moves to fee revenue, as one entry keyed by the course, so that it is kept at most once.
     * Answers the points kept (0 when the course took no deposit).
     */
    async forfeitTrialDeposit(courseId: string): Promise<number> {
      const taken = await repo.findPostingsByReference(deps.unit.db, {
        reasons: [LedgerReason.TrialDeposit],
        referenceId: courseId,
      });
      const held = taken
        .filter((posting) => posting.kind === LedgerAccountKind.TrialDepositHeld)
        .reduce((sum, posting) => sum + posting.amount, 0);
      if (held <= 0) return 0;
      await service.post({
        idempotencyKey: `trial-forfeit:${courseId}`,
        reason: LedgerReason.TrialDepositForfeit,
        referenceId: courseId,
        postings: [
          { account: ledgerAccount.trialDepositHeld, amount: -held },
          { account: ledgerAccount.feeRevenue, amount: held },
        ],
      });
      return held;
    },

    /** The user's stored value (reservedAmount) and bonus points (bonusAmount). */
    balances,

    /**
     * One page of the user's stored-value and bonus movements, newest first; for a counselor also
     * of their earnings payable.
     */
    async statement(userId: string, page: number, options: { earnings?: boolean } = {}): Promise<TStatement> {
      const window = { userId, limit: STATEMENT_PAGE_SIZE, offset: (page - 1) * STATEMENT_PAGE_SIZE };
      const db = deps.unit.db;
      const [owned, movements, bonusMovements, earningsMovements] = await Promise.all([
        balances(userId),
        repo.findMovements(db, { ...window, kind: LedgerAccountKind.ClientStoredValue }),
        repo.findMovements(db, { ...window, kind: LedgerAccountKind.ClientBonus }),
        options.earnings
          ? repo.findMovements(db, { ...window, kind: LedgerAccountKind.CounselorEarnings })
          : null,
      ]);
      const present = (list: typeof movements) => ({
        total: list.total,
        items: list.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      });
      const earningsBalance = async () =>
        (await repo.findUserBalances(db, userId)).find(
          (row) => row.kind === LedgerAccountKind.CounselorEarnings,
        )?.balance ?? 0;
      return {
        page,
        pageSize: STATEMENT_PAGE_SIZE,
        ...owned,
        movements: present(movements),
        bonusMovements: present(bonusMovements),
        earnings: earningsMovements
          ? { balance: await earningsBalance(), movements: present(earningsMovements) }
          : null,
      };
    },
  };
  return service;
}

/**
 * The ledger inside `unit`'s transaction, for a wallet service whose work runs in one of its own:
 * its reads see the transaction's postings, and this instance forgets the owners' remembered
 * balances after the commit.
 */
export function createTransactionLedger(unit: TUnitOfWork, now: () => Date, balances: TBalanceCache) {
  return createLedgerService({
    unit,
    now,
    balanceCache: null,
    balancesChanged: (userId) => unit.afterCommit(() => balances.forget(userId)),
  });
}
