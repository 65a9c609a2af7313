import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { clientProfiles } from '../../db/schema/accounts.ts';
import { createFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { loadFieldKeyring } from '../../platform/crypto/field-keyring.ts';
import { buildTestApp, startAgain, testFieldCipher, testFieldKeys } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { auditRowsAbout, readAuditLog } from '../audit/audit-test-helpers.ts';
import { sealEmergencyContact } from './emergency-contact.ts';

const keys = testFieldKeys();
const testApp = await buildTestApp({ FIELD_ENCRYPTION_KEYS: keys });
const { app, database } = testApp;
const db = database.db;
const cipher = testFieldCipher(testApp);
const expert = await createSignedInUser(testApp, { role: 'expert' });

const PHONE = '+886223456789';
const NAME = '王大明';

/** Every column of the client's profile row as the database holds it. */
async function rawProfile(userId: string): Promise<string> {
  const result = await db.execute(sql`select * from client_profiles where user_id = ${userId}`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
}

async function emergencyPhoneOf(headers: { authorization: string }) {
  const response = await app.inject({ url: '/api/zh-tw/client?isNewVersion=true', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.basicInfo.emergencyPhone;
}

const restart = (env: Record<string, string>) => startAgain(testApp, { FIELD_ENCRYPTION_KEYS: keys, ...env });

describe("a client's emergency contact", () => {
  it('records every one of many reads at once, each answered after its record exists', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await db
      .update(clientProfiles)
      .set(sealEmergencyContact(cipher, client.id, { name: NAME, phone: PHONE }))
      .where(eq(clientProfiles.userId, client.id));

    // Reads arriving together share inserts; none may be left out.
    const reads = 12;
    const phones = await Promise.all(Array.from({ length: reads }, () => emergencyPhoneOf(client.headers)));
    expect(phones).toEqual(Array.from({ length: reads }, () => PHONE));
    const rows = await auditRowsAbout(db, client.id);
    expect(rows.filter((row) => row.action === 'client.emergency_contact_read')).toHaveLength(reads);
    expect(new Set(rows.map((row) => row.requestId)).size).toBe(reads);
  });

  it('is stored only as ciphertext and read back decrypted through the profile, each read audited', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await db
      .update(clientProfiles)
      .set(sealEmergencyContact(cipher, client.id, { name: NAME, phone: PHONE }))
      .where(eq(clientProfiles.userId, client.id));

    const raw = await rawProfile(client.id);
    expect(raw).not.toContain('223456789');
    expect(raw).not.toContain(NAME);
    expect(raw).toMatch(/v1\.test\./);

    expect(await emergencyPhoneOf(client.headers)).toBe(PHONE);
    const page = await readAuditLog(app, expert.headers, {
      user: client.id,
      action: 'client.emergency_contact_read',
    });
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      actor: { id: client.id },
      actorRole: 'client',
      subjectType: 'user',
      subjectId: client.id,
      details: { fields: ['name', 'phone'] },
    });
    // The record names the fields read, never their values.
    expect(JSON.stringify(page.records[0])).not.toContain('223456789');
  });

  it('records no read when the client has no emergency contact', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect(await emergencyPhoneOf(client.headers)).toBeNull();
    expect(await auditRowsAbout(db, client.id)).toEqual([]);
  });

  it('written in plaintext before encryption, is encrypted at the next start', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await db
      .update(clientProfiles)
      .set({ emergencyContactName: NAME, emergencyPhone: PHONE })
      .where(eq(clientProfiles.userId, client.id));

    await restart({});
    const raw = await rawProfile(client.id);
    expect(raw).not.toContain('223456789');
    expect(raw).not.toContain(NAME);
    expect(await emergencyPhoneOf(client.headers)).toBe(PHONE);
  });

  it('is re-encrypted with the new key at the start after a rotation; the old key can then be retired', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await db
      .update(clientProfiles)
      .set(sealEmergencyContact(cipher, client.id, { name: NAME, phone: PHONE }))
      .where(eq(clientProfiles.userId, client.id));

    const newKey = testFieldKeys('next');
    await restart({ FIELD_ENCRYPTION_KEYS: `${keys},${newKey}`, FIELD_ENCRYPTION_ACTIVE_KEY: 'next' });
    const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id));
    expect(row?.emergencyPhone).toMatch(/^v1\.next\./);
    expect(row?.emergencyContactName).toMatch(/^v1\.next\./);

    const onlyNew = createFieldCipher(loadFieldKeyring(loadConfig({ FIELD_ENCRYPTION_KEYS: newKey })));
    expect(onlyNew.decrypt(row!.emergencyPhone!, `client_profiles.emergency_phone:${client.id}`)).toBe(PHONE);

    // A start without a key still in use stops, naming the key, rather than losing data.
    await expect(restart({})).rejects.toThrow(/encrypted with key next, not configured/);
  });
});
