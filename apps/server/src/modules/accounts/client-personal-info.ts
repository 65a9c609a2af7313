import {
  ZClientPersonalInfoAnswerSchema,
  EMPTY_CLIENT_PERSONAL_INFO,
  type TClientPersonalInfo,
} from '@app/contracts/account-settings';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';

/** The associated data binding the sealed value to its column and client (see TFieldCipher). */
export const personalInfoContext = (userId: string) => `client_profiles.personal_info:${userId}`;

/** A client's personal data as the column holds it: one JSON document, encrypted. */
export function sealClientPersonalInfo(
  cipher: TFieldCipher,
  userId: string,
  info: TClientPersonalInfo,
): string {
  return cipher.encrypt(JSON.stringify(info), personalInfoContext(userId));
}

/** The stored personal data, decrypted; nothing said yet when the column is empty. */
export function openClientPersonalInfo(
  cipher: TFieldCipher,
  userId: string,
  stored: string | null,
): TClientPersonalInfo {
  if (stored === null) return EMPTY_CLIENT_PERSONAL_INFO;
  const saved = ZClientPersonalInfoAnswerSchema.parse(
    JSON.parse(cipher.decrypt(stored, personalInfoContext(userId))),
  );
  return { ...EMPTY_CLIENT_PERSONAL_INFO, ...saved };
}
