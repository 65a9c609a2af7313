import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';

/** A client's emergency contact, as they gave it; stored only as ciphertext. */
export type TEmergencyContact = { name: string | null; phone: string | null };
/** The contact with how they are related to the client, as the client sees it in their settings. */
export type TFullEmergencyContact = TEmergencyContact & { relation: string | null };

/** The associated data binding each value to its column and client (see TFieldCipher). */
export const nameContext = (userId: string) => `client_profiles.emergency_contact_name:${userId}`;
export const phoneContext = (userId: string) => `client_profiles.emergency_phone:${userId}`;
export const relationContext = (userId: string) => `client_profiles.emergency_contact_relation:${userId}`;

/** The column values of a complete contact with its relation. */
export function sealFullEmergencyContact(
  cipher: TFieldCipher,
  userId: string,
  contact: { name: string; relation: string; phone: string },
) {
  return {
    emergencyContactName: cipher.encrypt(contact.name, nameContext(userId)),
    emergencyContactRelation: cipher.encrypt(contact.relation, relationContext(userId)),
    emergencyPhone: cipher.encrypt(contact.phone, phoneContext(userId)),
  };
}

/** The relation of a stored row, decrypted. */
export function openEmergencyRelation(cipher: TFieldCipher, userId: string, stored: string | null) {
  return stored === null ? null : cipher.decrypt(stored, relationContext(userId));
}

/** The column values of a contact: what the database may hold. */
export function sealEmergencyContact(cipher: TFieldCipher, userId: string, contact: TEmergencyContact) {
  return {
    emergencyContactName: contact.name === null ? null : cipher.encrypt(contact.name, nameContext(userId)),
    emergencyPhone: contact.phone === null ? null : cipher.encrypt(contact.phone, phoneContext(userId)),
  };
}

/** The emergency phone of a stored row, decrypted: the one contact field the API answers today. */
export function openEmergencyPhone(
  cipher: TFieldCipher,
  userId: string,
  stored: string | null,
): string | null {
  return stored === null ? null : cipher.decrypt(stored, phoneContext(userId));
}

/** Both fields of a stored contact, decrypted. */
export function openEmergencyContact(
  cipher: TFieldCipher,
  userId: string,
  stored: { emergencyContactName: string | null; emergencyPhone: string | null },
): TEmergencyContact {
  return {
    name:
      stored.emergencyContactName === null
        ? null
        : cipher.decrypt(stored.emergencyContactName, nameContext(userId)),
    phone: openEmergencyPhone(cipher, userId, stored.emergencyPhone),
  };
}
