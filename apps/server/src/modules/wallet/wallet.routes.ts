import {
  ZRechargeCheckoutSchema,
  ZRechargeInputSchema,
  ZRechargePageSchema,
  ZRechargeSchema,
  ZStatementQuerySchema,
  ZStatementSchema,
} from '@app/contracts/wallet';
import { ZCouponCheckSchema, ZCouponCodeSchema, ZCouponRedemptionSchema } from '@app/contracts/coupons';
import { z } from 'zod';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { errorMessage } from '../../platform/http/messages.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';
import { couponStatusError } from './coupons.service.ts';

const tags = ['wallet'];

/** The signed-in user's points: the statement, and recharges of stored value. */
export async function registerWalletModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { ledger, recharges, coupons }: Pick<TServices, 'ledger' | 'recharges' | 'coupons'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Wallet/Statement',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in user's statement",
        description:
          'The balances (reservedAmount, bonusAmount) and one page (20 a page, from 1) of the ' +
          'stored-value movements and of the bonus-point movements, newest first: createdAt, ' +
          'reason, amount (negative when points left) and balanceAfter; for a counselor also their ' +
          'earnings payable (earnings: balance and movements; null for clients). Always the caller’s own.',
        querystring: ZStatementQuerySchema,
        response: envelopeResponses(ZStatementSchema, [400, 401]),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const statement = await ledger.statement(user.userId, request.query.page, {
        earnings: user.role === 'counselor',
      });
      return ok(statement, request.locale);
    },
  );

  routes.post(
    '/Recharge',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Open a recharge and get the checkout form',
        description:
          'amount in points, a multiple of 100 (100–200,000); provider 0 (Taiwan cards and ATM, ' +
          'ECPay) or 3 (foreign cards); method Credit or ATM (ATM with provider 0 only); invoice ' +
          'optional (an e-invoice to the member carrier without it). Answers orderNo and, for the ' +
          'browser, the form to post: action (the checkout URL) and fields (with CheckMacValue). ' +
          'A provider that takes no payments here answers 409 PaymentProviderUnavailable.',
        body: ZRechargeInputSchema,
        response: envelopeResponses(ZRechargeCheckoutSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const checkout = await recharges.create(user.userId, request.body, auditActor(request));
      return ok(checkout, request.locale);
    },
  );

  routes.get(
    '/Recharge',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The client's recharges",
        description:
          'One page (20 a page, from 1) of the signed-in client’s recharges, newest first, each as ' +
          'GET /Recharge/{orderNo} answers it: the ATM section of the statement.',
        querystring: ZStatementQuerySchema,
        response: envelopeResponses(ZRechargePageSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const page = await recharges.list(requireUser(request).userId, request.query.page);
      return ok(page, request.locale);
    },
  );

  routes.get(
    '/Recharge/:orderNo',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "One of the client's recharges",
        description:
          'Its status (created, awaiting_transfer, paid, failed) and, once an ATM account is issued, ' +
          "the bank code, account and expiry. Another client's recharge is not found (404).",
        params: z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{1,20}$/) }),
        response: envelopeResponses(ZRechargeSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const recharge = await recharges.get(requireUser(request).userId, request.params.orderNo);
      return ok(recharge, request.locale);
    },
  );

  const couponParams = z.object({ code: ZCouponCodeSchema });

  routes.get(
    '/Coupon/:code',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Check a coupon code',
        description:
          'Whether the signed-in client can use the coupon now: status usable, not_found, used, ' +
          'expired or usage_cap_reached, with its message; kind (amount or percent), value (points, ' +
          'or the percentage) and validUntil when the coupon exists. Codes are read without regard to case.',
        params: couponParams,
        response: envelopeResponses(ZCouponCheckSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const check = await coupons.check(requireUser(request).userId, request.params.code);
      const message =
        check.status === 'usable'
          ? translator(request.locale, 'api')('coupon.usable')
          : errorMessage(couponStatusError[check.status], request.locale);
      return ok({ ...check, message }, request.locale);
    },
  );

  routes.post(
    '/Coupon/:code/Redeem',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Redeem a coupon into stored value',
        description:
          'Adds an amount coupon’s points to the signed-in client’s stored value (ledger reason ' +
          'coupon). Refused with CouponNotFound (4101), CouponUsed (4102), CouponExpired (4103), ' +
          'CouponUsageCapReached (4104) or, for a percentage coupon, which applies to bookings only, ' +
          'CouponForOrdersOnly (4105).',
        params: couponParams,
        response: envelopeResponses(ZCouponRedemptionSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const redemption = await coupons.redeem(user.userId, request.params.code, auditActor(request));
      return ok(redemption, request.locale);
    },
  );
}
