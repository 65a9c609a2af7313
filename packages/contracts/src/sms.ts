import { z } from 'zod';

/** Phone verification by SMS: code expires in 10 minutes, resend after 2, at most 5 wrong tries. */
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_RESEND_AFTER_SECONDS = 120;
export const SMS_MAX_WRONG_ATTEMPTS = 5;

export const ZSendSmsCodeSchema = z.object({
  phone: z.string().trim().min(1, 'validation.required'),
  /** ISO country used when the number has no +country prefix. */
  country: z.string().length(2).optional(),
});
export type TSendSmsCode = z.infer<typeof ZSendSmsCodeSchema>;

export const ZVerifySmsCodeSchema = z.object({
  phone: z.string().trim().min(1, 'validation.required'),
  country: z.string().length(2).optional(),
  code: z.string().regex(/^\d{6}$/, 'validation.sms_code'),
});
export type TVerifySmsCode = z.infer<typeof ZVerifySmsCodeSchema>;

/** Daily caps on codes sent, so the SMS endpoint cannot be used to flood a phone or run up costs. */
export const SMS_DAILY_LIMIT_PER_ACCOUNT = 10;
export const SMS_DAILY_LIMIT_PER_PHONE = 5;
export const SMS_DAILY_LIMIT_PER_IP = 30;

/** Answer of POST /User/Phone/SendCode: where the code went and the timings the form shows. */
export const ZSmsCodeSentSchema = z.object({
  /** The number in E.164 form. */
  phone: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type TSmsCodeSent = z.infer<typeof ZSmsCodeSentSchema>;

/** Answer of POST /User/Phone/Verify. */
export const ZPhoneVerifiedSchema = z.object({ phone: z.string(), phoneVerified: z.literal(true) });
export type TPhoneVerified = z.infer<typeof ZPhoneVerifiedSchema>;
