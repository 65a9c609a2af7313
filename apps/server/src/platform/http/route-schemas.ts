import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { z } from 'zod';

// A refused request: error_code and message always; data null or the fields that failed.
const ZErrorEnvelopeSchema = ZEnvelopeSchema(z.unknown());

/** The failures a route documents: statuses, or the 4xx and 5xx ranges. */
type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | '4xx' | '5xx';

/**
 * The responses of a route: its success envelope and the error envelope of each failure it
 * documents (every 4xx and 5xx when none are named).
 */
export function envelopeResponses<T extends z.ZodType>(
  data: T,
  errors: readonly TErrorStatus[] = ['4xx', '5xx'],
) {
  return {
    200: ZEnvelopeSchema(data),
    ...Object.fromEntries(errors.map((status) => [status, ZErrorEnvelopeSchema])),
  } as { 200: ReturnType<typeof ZEnvelopeSchema<T>> } & Partial<
    Record<TErrorStatus, typeof ZErrorEnvelopeSchema>
  >;
}

/** A route that needs a bearer token (the OpenAPI security scheme of api-docs.ts). */
export const bearerSecurity = [{ bearer: [] }];
