import { z } from 'zod';
import { GrantType } from './enums.ts';
import { ZPasswordSchema } from './password.ts';

const ZEmailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((value) => value.toLowerCase());

/** POST /api/{locale}/jwt, as the spec's table names its fields. */
export const ZTokenRequestSchema = z.object({
  grant_type: z.coerce.number().int().pipe(z.enum(GrantType)),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  access_token: z.string().optional(),
  recheckType: z.unknown().optional(),
  isFromWeb: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  ignoreThirdPartyWarning: z.unknown().optional(),
  trackerString: z.string().optional(),
  registerPlatform: z.unknown().optional(),
  openid: z.string().optional(),
  from_ios: z.unknown().optional(),
  /** The not-a-robot check's answer, needed only after a sign-in was answered CaptchaRequired. */
  captcha: z.string().max(10_000).optional(),
});
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

export const ZTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** Null for the web app, whose refresh token lives in an httpOnly cookie. */
  refresh_token: z.string().nullable(),
  role: z.enum(['client', 'counselor', 'expert']),
});
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

export const ZSignInFormSchema = z.object({
  username: ZEmailSchema,
  password: z.string().min(1, 'validation.password_enter'),
});
export type TSignInForm = z.infer<typeof ZSignInFormSchema>;

export const ZRegisterSchema = z
  .object({
    email: ZEmailSchema,
    password: ZPasswordSchema,
    confirmPassword: z.string(),
    nickname: z.string().trim().min(1, 'validation.nickname').max(30, 'validation.nickname'),
    agreeTerms: z.literal(true, 'validation.must_agree'),
    /** ALTCHA payload, or the reCAPTCHA v2 response when reCAPTCHA is configured. */
    captcha: z.string().min(1, 'validation.captcha'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.password_mismatch',
  });
export type TRegister = z.infer<typeof ZRegisterSchema>;

export const ZEmailOnlySchema = z.object({ email: ZEmailSchema });
export type TEmailOnly = z.infer<typeof ZEmailOnlySchema>;

export const ZActivateSchema = z.object({ token: z.string().min(1, 'validation.required') });

export const ZResetPasswordSchema = z
  .object({
    token: z.string().min(1, 'validation.required'),
    password: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.password_mismatch',
  });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** POST /api/{locale}/User/ChangePassword: the spec's payload. */
export const ZChangePasswordSchema = z.object({
  oldPassword: ZPasswordSchema,
  newPassword: ZPasswordSchema,
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** Which not-a-robot check the register form shows. */
export const ZCaptchaConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ kind: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type TCaptchaConfig = z.infer<typeof ZCaptchaConfigSchema>;

export { ZEmailSchema };

/**
 * GET /api/{locale}/captcha/challenge: an ALTCHA v2 challenge, handed as is to the altcha widget
 * (its `challenge` option). Parameters are signed, so unknown keys are kept, never stripped.
 */
export const ZAltchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type TAltchaChallenge = z.infer<typeof ZAltchaChallengeSchema>;

/** POST /api/{locale}/User/Register succeeded: the account waits for activation by e-mail. */
export const ZRegisterResultSchema = z.object({
  email: z.string(),
  /** False when the activation mail could not be sent; the user can have it sent again. */
  activationMailSent: z.boolean(),
});
export type TRegisterResult = z.infer<typeof ZRegisterResultSchema>;
