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
