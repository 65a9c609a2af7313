import { ZChangePasswordSchema, ZRegisterSchema, ZResetPasswordSchema } from '@app/contracts/auth';
import { ZEnvelopeSchema } from '@app/contracts/envelope';
import { ZNewPasswordSchema } from '@app/contracts/password-strength';
import { z } from 'zod';

// A refused request: error_code and message always; data null or the fields that failed.
const ZErrorEnvelopeSchema = ZEnvelopeSchema(z.unknown());

/** The responses of a route: its success envelope and the error envelope of every failure. */
export function envelopeResponses<T extends z.ZodType>(data: T) {
  return { 200: ZEnvelopeSchema(data), '4xx': ZErrorEnvelopeSchema, '5xx': ZErrorEnvelopeSchema };
}

export const bearerSecurity = [{ bearer: [] }];

// The web forms check the common-password list once it has loaded; the server always does.
export const ZRegisterBodySchema = ZRegisterSchema.safeExtend({ password: ZNewPasswordSchema });
export const ZResetPasswordBodySchema = ZResetPasswordSchema.safeExtend({ password: ZNewPasswordSchema });
export const ZChangePasswordBodySchema = ZChangePasswordSchema.safeExtend({
  newPassword: ZNewPasswordSchema,
});
