import { z } from 'zod';

/** Every API response: `{ error_code, message, data }`; error_code 0 is success. */
export function ZEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ error_code: z.number().int(), message: z.string(), data });
}

export type TEnvelope<T> = { error_code: number; message: string; data: T };

/** A validation failure names each field and its rule. */
export const ZFieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldErrorSchema>;

/** Lists page from 0 and answer the total with the page's records. */
export const ZPageQuerySchema = z.object({
  start_page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export function ZPageSchema<T extends z.ZodType>(record: T) {
  return z.object({ totalRecords: z.number().int(), records: z.array(record) });
}

/** A query flag sent as the string true or false, as the original clients send them. */
export const ZQueryFlagSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');
