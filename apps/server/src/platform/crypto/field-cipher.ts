import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The keys field encryption knows, by id; new values are encrypted with the active one. */
export type TFieldKeyring = { activeKeyId: string; keys: ReadonlyMap<string, Buffer> };

/**
 * Encrypts sensitive fields before they reach the database. A stored value reads
 * `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url), so any key still in the keyring decrypts it
 * after the active key changed. `context` (table, column and row id) is bound to the ciphertext
 * as associated data: a value copied into another row or column does not decrypt.
 */
export type TFieldCipher = {
  encrypt(plaintext: string, context: string): string;
  /** Throws when the key id is unknown or the value or its context was altered. */
  decrypt(stored: string, context: string): string;
  /** How every value encrypted under the active key begins; anything else is to be (re)encrypted. */
  activePrefix: string;
};

/** Whether a stored value is ciphertext of this format (under any key), rather than plaintext. */
export function isFieldCiphertext(stored: string): boolean {
  return stored.startsWith(`${FORMAT}.`);
}

export function createFieldCipher(keyring: TFieldKeyring): TFieldCipher {
  const activeKey = keyring.keys.get(keyring.activeKeyId);
  if (!activeKey) throw new Error(`field encryption: no key ${keyring.activeKeyId} in the keyring`);
  const activePrefix = `${FORMAT}.${keyring.activeKeyId}.`;

  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, activeKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${activePrefix}${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },

    decrypt(stored, context) {
      const [format, keyId, ivText, sealedText, ...rest] = stored.split('.');
      if (format !== FORMAT || !keyId || !ivText || !sealedText || rest.length) {
        throw new Error(`field encryption: ${context} does not hold a ciphertext`);
      }
      const key = keyring.keys.get(keyId);
      if (!key)
        throw new Error(`field encryption: ${context} was encrypted with key ${keyId}, not configured`);
      const sealed = Buffer.from(sealedText, 'base64url');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(ivText, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new Error(`field encryption: ${context} failed authentication (altered, moved or wrong key)`);
      }
    },

    activePrefix,
  };
}
