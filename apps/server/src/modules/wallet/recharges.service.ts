import type { TAuditSubjectType } from '@app/contracts/audit';
import { randomInt } from 'node:crypto';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  InvoiceType,
  LedgerReason,
  PaymentMethod,
  PaymentProvider,
  RECHARGE_PAGE_SIZE,
  RechargeStatus,
  type TPaymentProvider,
  type TRecharge,
  type TRechargeCheckout,
  type TRechargeInput,
  type TRechargePage,
} from '@app/contracts/wallet';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TUnitOfWork } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  TNoticeRefusal,
  TPaymentNotice,
  TPaymentProviderAdapter,
} from '../../platform/payments/payment-provider.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TBalanceCache } from './balance-cache.ts';
import { createTransactionLedger, ledgerAccount } from './ledger.service.ts';
import * as repo from './recharges.repo.ts';

const RECHARGE_SUBJECT: TAuditSubjectType = 'recharge';
const ORDER_NO_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;

/**
 * A new order number: R, the Taiwan date and time to the second (yyMMddHHmmss), and 7 random
 * letters or digits: 20 characters, as ECPay's MerchantTradeNo allows, and readable by support.
 */
function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + TAIPEI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(2, 14);
  const random = Array.from({ length: 7 }, () => ORDER_NO_LETTERS[randomInt(ORDER_NO_LETTERS.length)]).join(
    '',
  );
  return `R${stamp}${random}`;
}

/**
 * Where each provider posts its notices (payment-notices.routes.ts). The foreign-card provider
 * sends every event to its one webhook endpoint.
 */
export const NOTICE_PATHS: Record<TPaymentProvider, { result: string; paymentInfo: string }> = {
  [PaymentProvider.TaiwanCard]: {
    result: '/api/payments/ecpay/return',
    paymentInfo: '/api/payments/ecpay/payment-info',
  },
  [PaymentProvider.ForeignCard]: {
    result: '/api/payments/foreign-card/webhook',
    paymentInfo: '/api/payments/foreign-card/webhook',
  },
};

/** What a provider's notice came to: accepted (also when it was handled before) or refused. */
export type TNoticeOutcome = { accepted: true } | { accepted: false; reason: string };

export type TRechargesService = ReturnType<typeof createRechargesService>;

function toRecharge(row: repo.TRechargeRow): TRecharge {
  return {
    orderNo: row.orderNo,
    amount: row.amount,
    provider: row.provider,
    method: row.method,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    atm:
      row.atmBankCode && row.atmVirtualAccount && row.atmExpiresAt
        ? {
            bankCode: row.atmBankCode,
            virtualAccount: row.atmVirtualAccount,
            expiresAt: row.atmExpiresAt.toISOString(),
          }
        : null,
    courseId: row.courseId,
  };
}

/**
 * Recharges of stored value through a payment provider: the checkout form, and the provider's
 * notices, which credit the points through the ledger in the transaction that marks the order paid.
 */
export function createRechargesService(deps: {
  unit: TUnitOfWork;
  /** The adapters of the providers this site takes payments through. */
  providers: Partial<Record<TPaymentProvider, TPaymentProviderAdapter>>;
  publicUrl: string;
  /** A provider's simulated payment credits nothing in production. */
  isProduction: boolean;
  now: () => Date;
  /** The balances this instance remembers: a credited client's are forgotten after the commit. */
  balances: TBalanceCache;
  /**
   * Pays the held booking a recharge was made for, in the unit's transaction (the one crediting
   * the points); the courses module decides whether it still can.
   */
  paysHeldCourse?: (
    unit: TUnitOfWork,
    payment: { courseId: string; clientId: string; points: number },
  ) => Promise<unknown>;
}) {
  const url = (path: string) => new URL(path, deps.publicUrl).toString();

  /** Records a notice that cannot be trusted or does not match its order: a security event. */
  const refuse = async (
    db: DbOrTx,
    actor: TAuditActor,
    provider: TPaymentProvider,
    reason: string,
    details: object,
  ) => {
    await recordAudit(db, {
      actor,
      action: 'payment.notice_refused',
      subjectType: RECHARGE_SUBJECT,
      subjectId: 'orderNo' in details ? String(details.orderNo) : null,
      details: { provider, reason, ...details },
      at: deps.now(),
    });
    return { accepted: false as const, reason };
  };

  /**
   * Settles a verified notice against its order, in one transaction with the order locked.
   * `firstDelivery`, run first in that transaction, answers false for an event handled before.
   */
  const settle = (
    actor: TAuditActor,
    provider: TPaymentProvider,
    notice: TPaymentNotice,
    firstDelivery?: (db: DbOrTx) => Promise<boolean>,
  ) =>
    deps.unit.transaction(async (unit): Promise<TNoticeOutcome> => {
      const now = deps.now();
      if (firstDelivery && !(await firstDelivery(unit.db))) return { accepted: true };
      const order = await repo.lockRecharge(unit.db, notice.orderNo);
      const audit = (action: Parameters<typeof recordAudit>[1]['action'], details: object) =>
        recordAudit(unit.db, {
          actor,
          action,
          subjectType: RECHARGE_SUBJECT,
          subjectId: notice.orderNo,
          details: { provider, providerTradeNo: notice.providerTradeNo, ...details },
          at: now,
        });
      if (!order || order.provider !== provider) {
        return refuse(unit.db, actor, provider, 'unknown_order', { orderNo: notice.orderNo });
      }
      if (notice.amount !== order.amount) {
        return refuse(unit.db, actor, provider, 'amount_mismatch', {
          orderNo: notice.orderNo,
          noticeAmount: notice.amount,
          orderAmount: order.amount,
        });
      }
      // Paid is final: a repeated notice, or a late one of another kind, changes nothing.
      if (order.status === RechargeStatus.Paid) return { accepted: true };

      if (notice.kind === 'paid') {
        if (notice.simulated && deps.isProduction) {
          await audit('recharge.simulated_payment_ignored', {});
          return { accepted: true };
        }
        // The ledger of this transaction: the credit commits with the order's new status.
        await createTransactionLedger(unit, deps.now, deps.balances).post({
          idempotencyKey: `recharge:${order.orderNo}`,
          reason: LedgerReason.Recharge,
          referenceId: order.orderNo,
          postings: [
            { account: ledgerAccount.providerClearing(provider), amount: -order.amount },
            { account: ledgerAccount.storedValue(order.clientId), amount: order.amount },
          ],
        });
        await repo.updateRecharge(unit.db, order.id, {
          status: RechargeStatus.Paid,
          paidAt: now,
          providerTradeNo: notice.providerTradeNo,
          updatedAt: now,
        });
        await audit('recharge.paid', { amount: order.amount, simulated: notice.simulated });
        if (order.courseId && deps.paysHeldCourse) {
          await deps.paysHeldCourse(unit, {
            courseId: order.courseId,
            clientId: order.clientId,
            points: order.amount,
          });
        }
        return { accepted: true };
      }
      if (notice.kind === 'atm_issued') {
        if (order.status !== RechargeStatus.Created) return { accepted: true };
        await repo.updateRecharge(unit.db, order.id, {
          status: RechargeStatus.AwaitingTransfer,
          providerTradeNo: notice.providerTradeNo,
          atmBankCode: notice.bankCode,
          atmVirtualAccount: notice.virtualAccount,
          atmExpiresAt: notice.expiresAt,
          updatedAt: now,
        });
        await audit('recharge.atm_issued', {
          bankCode: notice.bankCode,
          expiresAt: notice.expiresAt.toISOString(),
        });
        return { accepted: true };
      }
      if (order.status === RechargeStatus.Failed) return { accepted: true };
      await repo.updateRecharge(unit.db, order.id, {
        status: RechargeStatus.Failed,
        failureMessage: notice.message.slice(0, 200),
        updatedAt: now,
      });
      await audit('recharge.failed', { message: notice.message.slice(0, 200) });
      return { accepted: true };
    });

  const receive = async (
    provider: TPaymentProvider,
    fields: Record<string, string>,
    read: (adapter: TPaymentProviderAdapter) => TPaymentNotice | TNoticeRefusal,
    actor: TAuditActor,
  ): Promise<TNoticeOutcome> => {
    const adapter = deps.providers[provider];
    if (!adapter) return { accepted: false, reason: 'provider_unavailable' };
    const notice = read(adapter);
    if ('refused' in notice) {
      // Unverified: the order it names is kept as a claim for whoever investigates, not as its subject.
      const claimedOrderNo = String(fields['MerchantTradeNo'] ?? '').slice(0, 40);
      return refuse(deps.unit.db, actor, provider, notice.refused, { claimedOrderNo });
    }
    return settle(actor, provider, notice);
  };

  return {
    /** Opens a recharge and answers the provider's checkout form for the client's browser. */
    async create(clientId: string, input: TRechargeInput, actor: TAuditActor): Promise<TRechargeCheckout> {
      const adapter = deps.providers[input.provider];
      if (!adapter) throw new AppError(ErrorCode.PaymentProviderUnavailable);
      const now = deps.now();
      const orderNo = newOrderNo(now);
      await deps.unit.transaction(async (unit) => {
        await repo.insertRecharge(unit.db, {
          orderNo,
          clientId,
          amount: input.amount,
          provider: input.provider,
          method: input.method,
          status: RechargeStatus.Created,
          invoice: input.invoice ?? { type: InvoiceType.Member },
          courseId: input.courseId ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(unit.db, {
          actor,
          action: 'recharge.created',
          subjectType: RECHARGE_SUBJECT,
          subjectId: orderNo,
          details: { amount: input.amount, provider: input.provider, method: input.method },
          at: now,
        });
      });
      const form = adapter.checkout({
        orderNo,
        amount: input.amount,
        method: input.method,
        itemName: `儲值點數 ${input.amount} 點`,
        description: input.method === PaymentMethod.ATM ? '線上諮商點數儲值 (ATM)' : '線上諮商點數儲值',
        createdAt: now,
        resultUrl: url(NOTICE_PATHS[input.provider].result),
        paymentInfoUrl: url(NOTICE_PATHS[input.provider].paymentInfo),
        // A recharge for a held booking comes back to the booking's result, any other to the recharge's.
        clientBackUrl: url(`/${input.courseId ? 'paymentsucceed' : 'rechargesucceed'}?orderNo=${orderNo}`),
      });
      return { orderNo, ...form };
    },

    /** One page of the client's own recharges, newest first. */
    async list(clientId: string, page: number): Promise<TRechargePage> {
      const offset = (page - 1) * RECHARGE_PAGE_SIZE;
      const { items, total } = await repo.findClientRecharges(
        deps.unit.db,
        clientId,
        RECHARGE_PAGE_SIZE,
        offset,
      );
      return { total, items: items.map(toRecharge) };
    },

    /** The client's own recharge; another client's, or none, is not found. */
    async get(clientId: string, orderNo: string): Promise<TRecharge> {
      const row = await repo.findClientRecharge(deps.unit.db, clientId, orderNo);
      if (!row) throw new AppError(ErrorCode.NotFound);
      return toRecharge(row);
    },

    /** A provider's result notice (paid or failed). */
    receiveResult(provider: TPaymentProvider, fields: Record<string, string>, actor: TAuditActor) {
      return receive(provider, fields, (adapter) => adapter.readResult(fields), actor);
    },

    /**
     * A provider's signed webhook event: verified on the raw body, handled once per event id (a
     * redelivery is accepted and changes nothing); an event the wallet does not act on is accepted.
     */
    async receiveWebhook(
      provider: TPaymentProvider,
      rawBody: string,
      signatureHeader: string | undefined,
      actor: TAuditActor,
    ): Promise<TNoticeOutcome> {
      const adapter = deps.providers[provider];
      if (!adapter?.readWebhook) return { accepted: false, reason: 'provider_unavailable' };
      const event = adapter.readWebhook(rawBody, signatureHeader, deps.now());
      if ('refused' in event) {
        return refuse(deps.unit.db, actor, provider, event.refused, {
          claimedOrderNo: event.claimedOrderNo ?? '',
        });
      }
      const record = (db: DbOrTx) =>
        repo.recordWebhookEvent(db, {
          provider,
          eventId: event.eventId,
          type: event.type,
          orderNo: event.notice?.orderNo ?? null,
          receivedAt: deps.now(),
        });
      if (!event.notice) {
        await record(deps.unit.db);
        return { accepted: true };
      }
      return settle(actor, provider, event.notice, record);
    },

    /** A provider's payment-info notice (an ATM account issued). */
    receivePaymentInfo(provider: TPaymentProvider, fields: Record<string, string>, actor: TAuditActor) {
      return receive(provider, fields, (adapter) => adapter.readPaymentInfo(fields), actor);
    },
  };
}
