import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { z } from 'zod';

// A refused request: error_code and message always; data null or the fields that failed.
const ZErrorEnvelopeSchema = ZEnvelopeSchema(z.unknown());

/** The responses of a route: its success envelope and the error envelope of every failure. */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return { 200: ZEnvelopeSchema(data), '4xx': ZErrorEnvelopeSchema, '5xx': ZErrorEnvelopeSchema };
}

export const bearerSecurity = [{ bearer: [] }];
