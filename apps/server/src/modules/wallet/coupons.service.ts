import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import { CouponKind, CouponStatus, type TCouponStatus } from '@app/contracts/coupons';
import { LedgerReason } from '@app/contracts/wallet';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TUnitOfWork } from '../../platform/db/unit-of-work.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TAccountIdentity } from './ledger.repo.ts';
import type { TBalanceCache } from './balance-cache.ts';
import { createTransactionLedger, ledgerAccount } from './ledger.service.ts';
import * as repo from './coupons.repo.ts';

/** The error each status other than usable answers with. */
export const couponStatusError: Record<Exclude<TCouponStatus, 'usable'>, TErrorCode> = {
  [CouponStatus.NotFound]: ErrorCode.CouponNotFound,
  [CouponStatus.Used]: ErrorCode.CouponUsed,
  [CouponStatus.Expired]: ErrorCode.CouponExpired,
  [CouponStatus.UsageCapReached]: ErrorCode.CouponUsageCapReached,
};

/**
 * Where a coupon stands for one client now. A coupon before its validity begins is not found (it
 * is not handed out yet); then expired, used by this client as often as allowed, every use taken.
 */
export function couponStatus(coupon: repo.TCouponRow | null, userUses: number, now: Date): TCouponStatus {
  if (!coupon || now < coupon.validFrom) return CouponStatus.NotFound;
  if (now >= coupon.validUntil) return CouponStatus.Expired;
  if (userUses >= coupon.perUserCap) return CouponStatus.Used;
  if (coupon.totalCap !== null && coupon.usedCount >= coupon.totalCap) return CouponStatus.UsageCapReached;
  return CouponStatus.Usable;
}

/** What a coupon takes off a price: its points (at most the price), or its percentage rounded down. */
export function couponDiscount(coupon: Pick<repo.TCouponRow, 'kind' | 'value'>, price: number): number {
  if (price <= 0) return 0;
  return coupon.kind === CouponKind.Amount
    ? Math.min(coupon.value, price)
    : Math.floor((price * coupon.value) / 100);
}

export type TCouponsService = ReturnType<typeof createCouponsService>;

/**
 * Coupons (domain spec §4, docs/decisions.md "Coupons"): an amount coupon is redeemed into the
 * client's stored value now; any coupon can take its share off a booking's price through
 * `applyToPrice`, inside the booking's transaction.
 */
export function createCouponsService(deps: {
  unit: TUnitOfWork;
  now: () => Date;
  /** The balances this instance remembers: a redeeming client's are forgotten after the commit. */
  balances: TBalanceCache;
}) {
  /**
   * Takes one use of the coupon for the user, in the caller's transaction, or throws the
   * status's error. The coupon row's lock (taken by the conditional update) is held until the
   * transaction ends, so neither the total cap nor the per-user cap can be passed by parallel uses.
   */
  const takeUse = async (
    unit: TUnitOfWork,
    userId: string,
    code: string,
    amountOf: (coupon: repo.TCouponRow) => number,
    referenceId: string | null,
  ) => {
    const now = deps.now();
    const coupon = await repo.findCouponByCode(unit.db, code);
    const before = couponStatus(
      coupon,
      coupon ? await repo.countUserRedemptions(unit.db, coupon.id, userId) : 0,
      now,
    );
    if (!coupon || before !== CouponStatus.Usable) {
      throw new AppError(couponStatusError[before as Exclude<TCouponStatus, 'usable'>], { internal: code });
    }
    const amount = amountOf(coupon);
    if (!(await repo.takeUse(unit.db, coupon.id))) throw new AppError(ErrorCode.CouponUsageCapReached);
    // With the row locked, the client's own uses read as committed by now.
    const useNo = (await repo.countUserRedemptions(unit.db, coupon.id, userId)) + 1;
    if (useNo > coupon.perUserCap) throw new AppError(ErrorCode.CouponUsed);
    try {
      await repo.insertRedemption(unit.db, {
        couponId: coupon.id,
        userId,
        useNo,
        amount,
        referenceId,
        createdAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'coupon_redemptions_use')) throw new AppError(ErrorCode.CouponUsed);
      throw error;
    }
    return { coupon, useNo, amount };
  };

  return {
    /** The coupon's status for the user now, and what it is worth. */
    async check(userId: string, code: string) {
      const coupon = await repo.findCouponByCode(deps.unit.db, code);
      const uses = coupon ? await repo.countUserRedemptions(deps.unit.db, coupon.id, userId) : 0;
      const status = couponStatus(coupon, uses, deps.now());
      const known = coupon && status !== CouponStatus.NotFound ? coupon : null;
      return {
        code,
        status,
        kind: known?.kind ?? null,
        value: known?.value ?? null,
        validUntil: known?.validUntil.toISOString() ?? null,
      };
    },

    /**
     * Redeems an amount coupon into the client's stored value: one use taken and one ledger entry
     * from the coupon-expense account, in one transaction. A percentage coupon is for bookings.
     */
    redeem(userId: string, code: string, actor: TAuditActor) {
      return deps.unit.transaction(async (unit) => {
        const taken = await takeUse(
          unit,
          userId,
          code,
          (coupon) => {
            if (coupon.kind !== CouponKind.Amount) throw new AppError(ErrorCode.CouponForOrdersOnly);
            return coupon.value;
          },
          null,
        );
        const ledger = createTransactionLedger(unit, deps.now, deps.balances);
        await ledger.post({
          idempotencyKey: `coupon:${taken.coupon.id}:${userId}:${taken.useNo}`,
          reason: LedgerReason.Coupon,
          referenceId: taken.coupon.code,
          postings: [
            { account: ledgerAccount.couponExpense, amount: -taken.amount },
            { account: ledgerAccount.storedValue(userId), amount: taken.amount },
          ],
        });
        await recordAudit(unit.db, {
          actor,
          action: 'coupon.redeemed',
          subjectType: 'coupon',
          subjectId: taken.coupon.code,
          details: { amount: taken.amount, useNo: taken.useNo },
          at: deps.now(),
        });
        const { reservedAmount } = await ledger.balances(userId);
        return { code: taken.coupon.code, amount: taken.amount, reservedAmount };
      });
    },

    /**
     * For the booking flow: takes one use of the coupon on a price, in the caller's transaction
     * (call it through `services.withTransaction`), and answers the discount and the posting that
     * pays it, for the booking's own ledger entry (the client pays price − discount, the coupon
     * expense account the discount). Throws the coupon status's error when it cannot be used.
     */
    applyToPrice(input: { userId: string; code: string; price: number; referenceId: string }) {
      return deps.unit.transaction(async (unit) => {
        const taken = await takeUse(
          unit,
          input.userId,
          input.code,
          (coupon) => couponDiscount(coupon, input.price),
          input.referenceId,
        );
        const posting: { account: TAccountIdentity; amount: number } = {
          account: ledgerAccount.couponExpense,
          amount: -taken.amount,
        };
        return { code: taken.coupon.code, discount: taken.amount, posting };
      });
    },

    /** Adds a coupon unless one has its code (the demo data, tests). */
    async create(coupon: Parameters<typeof repo.insertCoupon>[1]) {
      await repo.insertCoupon(deps.unit.db, { ...coupon, code: coupon.code.toUpperCase() });
    },
  };
}
