import { z } from 'zod';

/** 1 point = 1 NT dollar (domain spec §9): every amount of the wallet is a whole number of points. */

/**
 * Why points moved: one code per kind of journal entry (issue 11's list). The statement shows it;
 * the ledger refuses any other.
 */
export const LedgerReason = {
  Recharge: 'recharge',
  BookingPayment: 'booking_payment',
  /** A lecture's price, paid from stored value at sign-up (given back as a refund). */
  LectureSignup: 'lecture_signup',
  Refund: 'refund',
  CancellationFee: 'cancellation_fee',
  NoShowCompensation: 'no_show_compensation',
  BonusGrant: 'bonus_grant',
  Coupon: 'coupon',
  TrialDeposit: 'trial_deposit',
  TrialRefund: 'trial_refund',
  /** A trial's deposit kept by the platform: the client did not come. */
  TrialDepositForfeit: 'trial_deposit_forfeit',
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
  /** Free-trial deposits taken from clients and not yet refunded or kept (one platform account). */
  TrialDepositHeld: 'trial_deposit_held',
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
  /**
   * A counselor's earnings payable (what clients paid for sessions booked with them, less what
   * was refunded): the balance and the same page of its movements. Null for clients.
   */
  earnings: z.object({ balance: z.number().int(), movements: ZMovementPageSchema }).nullable(),
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

/**
 * Where a recharge stands: checkout form issued (`created`), ATM account issued and the transfer
 * awaited (`awaiting_transfer`), points credited (`paid`), or the provider reported a failure.
 */
export const RechargeStatus = {
  Created: 'created',
  AwaitingTransfer: 'awaiting_transfer',
  Paid: 'paid',
  Failed: 'failed',
} as const;
export type TRechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];

/**
 * The invoice of a recharge or an order (domain spec §5), by type: an e-invoice to the member's
 * own carrier (nothing more needed); to a mobile barcode carrier ('/' and 7 characters) or a
 * natural-person certificate (2 letters and 14 digits), both in `carrier`; a company invoice
 * (unified business number with its checksum, and the title); a paper invoice mailed to a person
 * (customer name and delivery address); or a receipt (the receipt name). `address` (the buyer's
 * registered address) is optional with every type.
 */
export const InvoiceType = {
  Member: 'member',
  MobileBarcode: 'mobile_barcode',
  Certificate: 'certificate',
  Company: 'company',
  Paper: 'paper',
  Receipt: 'receipt',
} as const;
export type TInvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType];

export const MOBILE_BARCODE = /^\/[0-9A-Z.+-]{7}$/;
export const CITIZEN_CERTIFICATE = /^[A-Z]{2}[0-9]{14}$/;

/** A Taiwan unified business number: 8 digits whose weighted digit sum passes the tax office's check. */
export function isUnifiedBusinessNumber(value: string): boolean {
  if (!/^[0-9]{8}$/.test(value)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const sum = weights.reduce((total, weight, index) => {
    const product = weight * Number(value[index]);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  // Since 2023 the rule is divisibility by 5 (it includes the old rule, by 10); a 7th digit of 7
  // may count its product's digit sum (10) as 1 or 0.
  return sum % 5 === 0 || (value[6] === '7' && (sum + 1) % 5 === 0);
}

type TInvoiceField =
  'carrier' | 'unifiedNumber' | 'title' | 'customerName' | 'deliveryAddress' | 'receiptName';

/** The fields each invoice type requires (the spec's "required by invoice type"). */
export const INVOICE_REQUIRED_FIELDS: Record<TInvoiceType, readonly TInvoiceField[]> = {
  [InvoiceType.Member]: [],
  [InvoiceType.MobileBarcode]: ['carrier'],
  [InvoiceType.Certificate]: ['carrier'],
  [InvoiceType.Company]: ['unifiedNumber', 'title'],
  [InvoiceType.Paper]: ['customerName', 'deliveryAddress'],
  [InvoiceType.Receipt]: ['receiptName'],
};

const text = (max: number) => z.string().trim().max(max).optional();

/**
 * The one invoice rule of the server and the web forms: each type's required fields present, and
 * the carrier and unified number in their formats. Messages are validation keys (localized on
 * both sides). Carriers and certificates are read in capitals.
 */
export const ZInvoiceSchema = z
  .object({
    type: z.enum(InvoiceType),
    carrier: z
      .string()
      .trim()
      .max(16)
      .transform((value) => value.toUpperCase())
      .optional(),
    unifiedNumber: text(8),
    title: text(60),
    customerName: text(60),
    address: text(200),
    deliveryAddress: text(200),
    receiptName: text(60),
  })
  .superRefine((invoice, context) => {
    for (const field of INVOICE_REQUIRED_FIELDS[invoice.type]) {
      if (!invoice[field])
        context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
    const carrier = invoice.carrier ?? '';
    if (invoice.type === InvoiceType.MobileBarcode && carrier && !MOBILE_BARCODE.test(carrier)) {
      context.addIssue({ code: 'custom', path: ['carrier'], message: 'validation.mobile_barcode' });
    }
    if (invoice.type === InvoiceType.Certificate && carrier && !CITIZEN_CERTIFICATE.test(carrier)) {
      context.addIssue({ code: 'custom', path: ['carrier'], message: 'validation.citizen_certificate' });
    }
    const unifiedNumber = invoice.unifiedNumber ?? '';
    if (invoice.type === InvoiceType.Company && unifiedNumber && !isUnifiedBusinessNumber(unifiedNumber)) {
      context.addIssue({ code: 'custom', path: ['unifiedNumber'], message: 'validation.unified_number' });
    }
  });
export type TInvoice = z.infer<typeof ZInvoiceSchema>;

/** POST /api/{locale}/Recharge. */
export const ZRechargeInputSchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(RECHARGE_CARD_POINTS)
      .max(RECHARGE_MAX_POINTS)
      .refine((amount) => amount % RECHARGE_CARD_POINTS === 0, { message: 'validation.recharge_amount' }),
    provider: z.union([z.literal(PaymentProvider.TaiwanCard), z.literal(PaymentProvider.ForeignCard)]),
    method: z.enum(PaymentMethod),
    invoice: ZInvoiceSchema.optional(),
    /** A held booking (ReserveCourse answered Unpaid) this recharge pays once it is paid. */
    courseId: z.uuid().optional(),
  })
  .refine((input) => input.method !== PaymentMethod.ATM || input.provider === PaymentProvider.TaiwanCard, {
    path: ['method'],
    message: 'validation.atm_provider',
  });
export type TRechargeInput = z.infer<typeof ZRechargeInputSchema>;

/** The answer of POST /Recharge: the web page posts `fields` as a form to `action`. */
export const ZRechargeCheckoutSchema = z.object({
  orderNo: z.string(),
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type TRechargeCheckout = z.infer<typeof ZRechargeCheckoutSchema>;

/** GET /api/{locale}/Recharge/{orderNo}: the client's own recharge. */
export const ZRechargeSchema = z.object({
  orderNo: z.string(),
  amount: z.number().int(),
  provider: z.number().int(),
  method: z.enum(PaymentMethod),
  status: z.enum(RechargeStatus),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The virtual account to transfer to, once issued. */
  atm: z.object({ bankCode: z.string(), virtualAccount: z.string(), expiresAt: z.iso.datetime() }).nullable(),
  /** The held booking this recharge pays (GET Course/Information tells how it went), or null. */
  courseId: z.uuid().nullable(),
});
export type TRecharge = z.infer<typeof ZRechargeSchema>;

/** Recharges per page of GET /api/{locale}/Recharge. */
export const RECHARGE_PAGE_SIZE = 20;

/** GET /api/{locale}/Recharge?page=: the client's recharges, newest first. */
export const ZRechargePageSchema = z.object({ total: z.number().int(), items: z.array(ZRechargeSchema) });
export type TRechargePage = z.infer<typeof ZRechargePageSchema>;

/** Bonus points may offset at most this share of a price (domain spec §5, §9). */
export const BONUS_OFFSET_PERCENT = 20;

/**
 * The most bonus points a price may be offset by: 20 % of it, rounded down to a whole point, so the
 * offset never exceeds the cap (a price of 2,499 takes at most 499 points).
 */
export function maxBonusOffset(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return Math.floor((Math.floor(price) * BONUS_OFFSET_PERCENT) / 100);
}

/** The bonus points a client may use on a price: what they hold, up to the 20 % cap. */
export function usableBonus(price: number, bonusAmount: number): number {
  return Math.max(0, Math.min(maxBonusOffset(price), Math.floor(bonusAmount)));
}

/** The bonus points given once to a client after the questionnaire and phone verification. */
export const TRIAL_BONUS_POINTS = 200;
