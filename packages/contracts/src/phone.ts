import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** Phone rules of the spec: default country TW; preferred countries US, TW, CN. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TW';
export const PREFERRED_PHONE_COUNTRIES: readonly CountryCode[] = ['US', 'TW', 'CN'];

/** The E.164 form of a mobile number (SMS must reach it), or null when it is not one. */
export function normalizePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}
