import { z } from 'zod';

/** 1 point = 1 NT dollar (domain spec §9): every amount of the wallet is a whole number of points. */

/**
 * Why points moved: one code per kind of journal entry (issue 11's list). The statement shows it;
 * the ledger refuses any other.
 */
export const LedgerReason = {
  Recharge: 'recharge',
  BookingPayment: 'booking_payment',
  Refund: 'refund',
  CancellationFee: 'cancellation_fee',
  NoShowCompensation: 'no_show_compensation',
  BonusGrant: 'bonus_grant',
  Coupon: 'coupon',
  TrialDeposit: 'trial_deposit',
  TrialRefund: 'trial_refund',
  /** A counselor's client balance moved to their counselor account when their application is approved. */
  ApprovalBalanceMove: 'approval_balance_move',
  Payout: 'payout',
} as const;
export type TLedgerReason = (typeof LedgerReason)[keyof typeof LedgerReason];

/**
 * The accounts of the double-entry ledger. A user's accounts hold what the platform owes them and
 * never go below zero; the platform's accounts are the other side of every movement and may.
 */
export const LedgerAccountKind = {
  /** A client's stored value: the profile's reservedAmount. */
  ClientStoredValue: 'client_stored_value',
  /** A client's bonus points: the profile's bonusAmount. */
  ClientBonus: 'client_bonus',
  /** What the platform owes a counselor for sessions given. */
  CounselorEarnings: 'counselor_earnings',
  /** Money received through one payment provider (one account per provider id). */
  ProviderClearing: 'provider_clearing',
  CouponExpense: 'coupon_expense',
  BonusExpense: 'bonus_expense',
  FeeRevenue: 'fee_revenue',
  CompensationExpense: 'compensation_expense',
} as const;
export type TLedgerAccountKind = (typeof LedgerAccountKind)[keyof typeof LedgerAccountKind];

/** The kinds held by one user (the others belong to the platform). */
export const USER_ACCOUNT_KINDS = [
  LedgerAccountKind.ClientStoredValue,
  LedgerAccountKind.ClientBonus,
  LedgerAccountKind.CounselorEarnings,
] as const;

/** Payment provider ids (domain spec §4): the Taiwan-card provider and the foreign-card provider. */
export const PaymentProvider = { TaiwanCard: 0, ForeignCard: 3 } as const;
export type TPaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/** Movements per statement page. */
export const STATEMENT_PAGE_SIZE = 20;

export const ZStatementMovementSchema = z.object({
  createdAt: z.iso.datetime(),
  reason: z.enum(LedgerReason),
  /** Points in (positive) or out (negative) of the account. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type TStatementMovement = z.infer<typeof ZStatementMovementSchema>;

const ZMovementPageSchema = z.object({
  /** All movements of the account, over every page. */
  total: z.number().int(),
  items: z.array(ZStatementMovementSchema),
});

/** GET /api/{locale}/Wallet/Statement?page=: the signed-in user's movements, newest first. */
export const ZStatementSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  reservedAmount: z.number().int(),
  bonusAmount: z.number().int(),
  /** Stored-value movements (reservedAmount). */
  movements: ZMovementPageSchema,
  /** Bonus-point movements (bonusAmount), the same page of their own list. */
  bonusMovements: ZMovementPageSchema,
});
export type TStatement = z.infer<typeof ZStatementSchema>;

export const ZStatementQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** How a recharge is paid: by card, or by transfer to a virtual ATM account. */
export const PaymentMethod = { Credit: 'Credit', ATM: 'ATM' } as const;
export type TPaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Points are recharged in whole cards of this face value (domain spec §9). */
export const RECHARGE_CARD_POINTS = 100;
/** The most one recharge may add (a card provider's single-payment ceiling in practice). */
export const RECHARGE_MAX_POINTS = 200_000;
