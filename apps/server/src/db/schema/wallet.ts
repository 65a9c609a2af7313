import type {
  TInvoice,
  TLedgerAccountKind,
  TLedgerReason,
  TPaymentMethod,
  TPaymentProvider,
  TRechargeStatus,
} from '@app/contracts/wallet';
import type { TCouponKind } from '@app/contracts/coupons';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const USER_KINDS = sql`('client_stored_value', 'client_bonus', 'counselor_earnings')`;

/**
 * One account of the double-entry ledger: a user's (stored value, bonus points, counselor
 * earnings) or the platform's (provider clearing per provider, coupon and bonus expense, fee
 * revenue, compensation expense, trial deposits held). `balance` is kept by the database alone: a trigger adds each
 * posting to it (migration wallet_ledger) and refuses any other change, so it always equals the
 * sum of the account's postings; a user's balance never goes below zero (the check refuses the
 * posting, 23514).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TLedgerAccountKind>().notNull(),
    /** The user a user account belongs to; null for the platform's accounts. */
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    /** The payment provider of a clearing account; null for every other kind. */
    provider: smallint('provider').$type<TPaymentProvider>(),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity').on(table.kind, table.ownerUserId, table.provider).nullsNotDistinct(),
    check(
      'ledger_accounts_kind',
      sql`${table.kind} in ('client_stored_value', 'client_bonus', 'counselor_earnings', 'provider_clearing', 'coupon_expense', 'bonus_expense', 'fee_revenue', 'compensation_expense', 'trial_deposit_held')`,
    ),
    check(
      'ledger_accounts_owner',
      sql`(${table.ownerUserId} is not null) = (${table.kind} in ${USER_KINDS}) and (${table.provider} is not null) = (${table.kind} = 'provider_clearing')`,
    ),
    check(
      'ledger_accounts_balance_non_negative',
      sql`${table.balance} >= 0 or ${table.kind} not in ${USER_KINDS}`,
    ),
  ],
);

/**
 * One movement: its postings sum to zero (a deferred constraint trigger checks at commit), its
 * idempotency key is unique (a replay posts nothing), and it is never changed or removed
 * (corrections are new entries).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_entries_idempotency_key'),
    reason: text('reason').$type<TLedgerReason>().notNull(),
    /** What the movement is about, e.g. a recharge's order number; null when nothing else names it. */
    referenceId: text('reference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'ledger_entries_reason',
      sql`${table.reason} in ('recharge', 'booking_payment', 'lecture_signup', 'refund', 'cancellation_fee', 'no_show_compensation', 'bonus_grant', 'coupon', 'trial_deposit', 'trial_refund', 'trial_deposit_forfeit', 'approval_balance_move', 'payout')`,
    ),
    index('ledger_entries_reference_idx').on(table.referenceId),
  ],
);

/**
 * One side of an entry: points into (positive) or out of (negative) an account. `balanceAfter` is
 * the account's balance once this posting is added, set by the same trigger that keeps the balance.
 * The serial id orders an account's postings as they were made.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
    /** Set by the trigger whatever the insert says. */
    balanceAfter: integer('balance_after').notNull().default(0),
  },
  (table) => [
    check('ledger_postings_amount_non_zero', sql`${table.amount} <> 0`),
    index('ledger_postings_account_idx').on(table.accountId, table.id),
    index('ledger_postings_entry_idx').on(table.entryId),
  ],
);

/**
 * A client's recharge through a payment provider. The order number is what the provider knows it
 * by (MerchantTradeNo); the points are credited by one ledger entry whose idempotency key is the
 * order number, in the transaction that marks it paid.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique('recharge_orders_order_no'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    provider: smallint('provider').$type<TPaymentProvider>().notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    status: text('status').$type<TRechargeStatus>().notNull(),
    invoice: jsonb('invoice').$type<TInvoice>().notNull(),
    /** The provider's own trade number, from its first notice. */
    providerTradeNo: text('provider_trade_no'),
    atmBankCode: text('atm_bank_code'),
    atmVirtualAccount: text('atm_virtual_account'),
    atmExpiresAt: timestamp('atm_expires_at', { withTimezone: true }),
    failureMessage: text('failure_message'),
    /** A held booking (Unpaid course) this recharge pays for once it is paid; null for a plain recharge. */
    courseId: uuid('course_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('recharge_orders_amount', sql`${table.amount} > 0 and ${table.amount} % 100 = 0`),
    check('recharge_orders_provider', sql`${table.provider} in (0, 3)`),
    check('recharge_orders_method', sql`${table.method} in ('Credit', 'ATM')`),
    check(
      'recharge_orders_status',
      sql`${table.status} in ('created', 'awaiting_transfer', 'paid', 'failed')`,
    ),
    check('recharge_orders_paid_at', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    index('recharge_orders_client_idx').on(table.clientId, table.createdAt),
  ],
);

/**
 * A coupon (domain spec §4): worth a number of points (`amount`) or a percentage of a booking's
 * price (`percent`), valid from `validFrom` until before `validUntil`, usable `totalCap` times in
 * all (null: no cap) and `perUserCap` times by one client. `usedCount` is moved only by the
 * redemption's conditional update, which holds the row's lock until its transaction ends, so
 * parallel redemptions never pass the cap (the check refuses it too).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case; codes are read without regard to case. */
    code: text('code').notNull().unique('coupons_code'),
    kind: text('kind').$type<TCouponKind>().notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    totalCap: integer('total_cap'),
    perUserCap: integer('per_user_cap').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_code_upper', sql`${table.code} = upper(${table.code})`),
    check('coupons_kind', sql`${table.kind} in ('amount', 'percent')`),
    check('coupons_value', sql`${table.value} > 0 and (${table.kind} = 'amount' or ${table.value} <= 100)`),
    check('coupons_validity', sql`${table.validUntil} > ${table.validFrom}`),
    check(
      'coupons_caps',
      sql`${table.perUserCap} > 0 and (${table.totalCap} is null or ${table.totalCap} > 0)`,
    ),
    check(
      'coupons_used_count',
      sql`${table.usedCount} >= 0 and (${table.totalCap} is null or ${table.usedCount} <= ${table.totalCap})`,
    ),
  ],
);

/**
 * One use of a coupon by a client: the n-th (`useNo`, from 1 to the coupon's per-user cap) is
 * unique per coupon and client, so one client's parallel redemptions cannot take the same use
 * twice. `referenceId` names what it was used on (a booking), null when redeemed into points.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    useNo: integer('use_no').notNull(),
    /** The points it was worth to the client. */
    amount: integer('amount').notNull(),
    referenceId: text('reference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('coupon_redemptions_use').on(table.couponId, table.userId, table.useNo),
    check('coupon_redemptions_use_no', sql`${table.useNo} > 0`),
    check('coupon_redemptions_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * A payment provider's webhook event, once verified and handled: its id is unique per provider,
 * so a redelivered event (the same id) is answered as received and handled no more.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: smallint('provider').$type<TPaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderNo: text('order_no'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('payment_webhook_events_event').on(table.provider, table.eventId)],
);
