import { z } from 'zod';

/**
 * Coupon statuses (domain spec §4): usable, not found, used (by this client, as often as one
 * client may), expired, usage cap reached (every use of the coupon is taken).
 */
export const CouponStatus = {
  Usable: 'usable',
  NotFound: 'not_found',
  Used: 'used',
  Expired: 'expired',
  UsageCapReached: 'usage_cap_reached',
} as const;
export type TCouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];

/** What a coupon is worth: a number of points, or a percentage of a booking's price. */
export const CouponKind = { Amount: 'amount', Percent: 'percent' } as const;
export type TCouponKind = (typeof CouponKind)[keyof typeof CouponKind];

/** Codes are letters and digits (and '-'), 3–32 long, read without regard to case. */
export const COUPON_CODE = /^[A-Za-z0-9-]{3,32}$/;

export const ZCouponCodeSchema = z
  .string()
  .trim()
  .regex(COUPON_CODE, { message: 'validation.coupon_code' })
  .transform((code) => code.toUpperCase());

/**
 * GET /api/{locale}/Coupon/{code}: whether the signed-in client can use the coupon now, with the
 * status's message. kind, value and validUntil are null when no coupon has the code.
 */
export const ZCouponCheckSchema = z.object({
  code: z.string(),
  status: z.enum(CouponStatus),
  message: z.string(),
  kind: z.enum(CouponKind).nullable(),
  /** Points for an amount coupon, the percentage for a percentage coupon. */
  value: z.number().int().nullable(),
  validUntil: z.iso.datetime().nullable(),
});
export type TCouponCheck = z.infer<typeof ZCouponCheckSchema>;

/** POST /api/{locale}/Coupon/{code}/Redeem: the points added to the client's stored value. */
export const ZCouponRedemptionSchema = z.object({
  code: z.string(),
  amount: z.number().int(),
  reservedAmount: z.number().int(),
});
export type TCouponRedemption = z.infer<typeof ZCouponRedemptionSchema>;
