import { z } from 'zod';
import { ZEmailSchema } from './auth.ts';

/** The contact form's topic categories (/contactus). */
export const contactSubjects = ['general', 'counselling', 'account', 'payment', 'cooperation'] as const;
export type TContactSubject = (typeof contactSubjects)[number];

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 2000;

/** Messages a visitor may send per hour from one IP address. */
export const CONTACT_HOURLY_LIMIT_PER_IP = 5;

/** POST /api/{locale}/Contact */
export const ZContactMessageSchema = z.object({
  name: z.string().trim().min(1, 'validation.contact_name').max(CONTACT_NAME_MAX, 'validation.contact_name'),
  email: ZEmailSchema,
  subject: z.enum(contactSubjects, 'validation.contact_subject'),
  message: z
    .string()
    .trim()
    .min(1, 'validation.contact_message')
    .max(CONTACT_MESSAGE_MAX, 'validation.contact_message'),
  /** ALTCHA payload, or the reCAPTCHA v2 response when reCAPTCHA is configured; checked when sent. */
  captcha: z.string().min(1).optional(),
});
export type TContactMessage = z.infer<typeof ZContactMessageSchema>;

/** The message's short reference (C-7K3M9Q), quoted to the sender and to support. */
export const ZContactReceiptSchema = z.object({ reference: z.string().regex(/^C-[0-9A-Z]{6}$/) });
export type TContactReceipt = z.infer<typeof ZContactReceiptSchema>;
