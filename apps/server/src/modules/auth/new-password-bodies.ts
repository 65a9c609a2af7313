import { ZChangePasswordSchema, ZRegisterSchema, ZResetPasswordSchema } from '@app/contracts/auth';
import { ZNewPasswordSchema } from '@app/contracts/password-strength';

// The web forms check the common-password list once it has loaded; the server always does.
export const ZRegisterBodySchema = ZRegisterSchema.safeExtend({ password: ZNewPasswordSchema });
export const ZResetPasswordBodySchema = ZResetPasswordSchema.safeExtend({ password: ZNewPasswordSchema });
export const ZChangePasswordBodySchema = ZChangePasswordSchema.safeExtend({
  newPassword: ZNewPasswordSchema,
});
