import { z } from 'zod';

/** The texts a user agrees to; each has a version, and a new version asks again. */
export const ConsentText = {
  Terms: 'terms',
  Privacy: 'privacy',
  RecordingForbidden: 'recording_forbidden',
  BookingRules: 'booking_rules',
  RechargeContract: 'recharge_contract',
} as const;
export type TConsentText = (typeof ConsentText)[keyof typeof ConsentText];

/** The current version of each text: raise one when its wording changes (docs/decisions.md). */
export const CONSENT_TEXT_VERSIONS: Record<TConsentText, string> = {
  terms: '2026-01',
  privacy: '2026-01',
  recording_forbidden: '2026-01',
  booking_rules: '2026-01',
  recharge_contract: '2026-01',
};

/** Where the web shows each text. */
export const CONSENT_TEXT_PATHS: Record<TConsentText, string> = {
  terms: '/terms',
  privacy: '/terms#terms-privacy',
  recording_forbidden: '/terms#terms-recording',
  booking_rules: '/terms#terms-booking',
  recharge_contract: '/terms#terms-recharge',
};

export const ConsentAction = { Booking: 'booking', Recharge: 'recharge' } as const;
export type TConsentAction = (typeof ConsentAction)[keyof typeof ConsentAction];

/** The texts each action asks the user to agree to. */
export const CONSENTS_FOR_ACTION: Record<TConsentAction, TConsentText[]> = {
  booking: [ConsentText.BookingRules, ConsentText.Privacy, ConsentText.RecordingForbidden],
  recharge: [ConsentText.RechargeContract],
};

export const ZConsentRequiredQuerySchema = z.object({ action: z.enum(ConsentAction) });

/** GET /api/{locale}/Consent/Required?action=booking */
export const ZConsentRequiredSchema = z.object({
  action: z.enum(ConsentAction),
  texts: z.array(
    z.object({
      text: z.enum(ConsentText),
      version: z.string(),
      path: z.string(),
      /** The user agreed to this version already. */
      agreed: z.boolean(),
    }),
  ),
});
export type TConsentRequired = z.infer<typeof ZConsentRequiredSchema>;
