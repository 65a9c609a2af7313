import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createFieldCipher } from './field-cipher.ts';
import { LOCAL_KEY_FILE, loadFieldKeyring } from './field-keyring.ts';

const key = () => randomBytes(32).toString('base64');
const cipherOf = (env: Record<string, string>) =>
  createFieldCipher(loadFieldKeyring(loadConfig({ NODE_ENV: 'test', ...env })));

describe('field encryption', () => {
  const cipher = cipherOf({ FIELD_ENCRYPTION_KEYS: `k1:${key()}` });

  it('writes v1.<key id>.<iv>.<ciphertext> and reads it back, a new IV every time', () => {
    const first = cipher.encrypt('緊急聯絡人 +886223456789', 'client_profiles.emergency_phone:a');
    const second = cipher.encrypt('緊急聯絡人 +886223456789', 'client_profiles.emergency_phone:a');
    expect(first).toMatch(/^v1\.k1\.[\w-]{16}\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('886223456789');
    expect(cipher.decrypt(first, 'client_profiles.emergency_phone:a')).toBe('緊急聯絡人 +886223456789');
  });

  it('refuses a value moved to another row or column, or altered', () => {
    const stored = cipher.encrypt('+886223456789', 'client_profiles.emergency_phone:a');
    expect(() => cipher.decrypt(stored, 'client_profiles.emergency_phone:b')).toThrow(
      /failed authentication/,
    );
    const [format, keyId, iv, sealed] = stored.split('.');
    const flipped = `${sealed!.startsWith('A') ? 'B' : 'A'}${sealed!.slice(1)}`;
    expect(() =>
      cipher.decrypt([format, keyId, iv, flipped].join('.'), 'client_profiles.emergency_phone:a'),
    ).toThrow();
    expect(() => cipher.decrypt('+886223456789', 'client_profiles.emergency_phone:a')).toThrow(
      /not hold a ciphertext/,
    );
  });

  it('keeps reading values of an old key after rotation, and writes with the new one', () => {
    const k1 = key();
    const k2 = key();
    const before = cipherOf({ FIELD_ENCRYPTION_KEYS: `k1:${k1}` });
    const old = before.encrypt('012-3456789', 'counselor_applications.bank_account_number:x');

    const rotated = cipherOf({
      FIELD_ENCRYPTION_KEYS: `k1:${k1},k2:${k2}`,
      FIELD_ENCRYPTION_ACTIVE_KEY: 'k2',
    });
    expect(rotated.decrypt(old, 'counselor_applications.bank_account_number:x')).toBe('012-3456789');
    const fresh = rotated.encrypt('012-3456789', 'counselor_applications.bank_account_number:x');
    expect(fresh.startsWith(rotated.activePrefix)).toBe(true);
    expect(rotated.activePrefix).toBe('v1.k2.');

    // Once the old key is removed, what it encrypted can no longer be read: re-encrypt first.
    const retired = cipherOf({ FIELD_ENCRYPTION_KEYS: `k2:${k2}` });
    expect(retired.decrypt(fresh, 'counselor_applications.bank_account_number:x')).toBe('012-3456789');
    expect(() => retired.decrypt(old, 'counselor_applications.bank_account_number:x')).toThrow(
      /key k1, not configured/,
    );
  });
});

describe('field encryption keys from config', () => {
  it('refuses keys that are not id:base64 of 32 bytes, and an active id it does not know', () => {
    expect(() => loadConfig({ FIELD_ENCRYPTION_KEYS: `k1:${randomBytes(16).toString('base64')}` })).toThrow(
      /FIELD_ENCRYPTION_KEYS/,
    );
    expect(() => loadConfig({ FIELD_ENCRYPTION_KEYS: `k.1:${key()}` })).toThrow(/FIELD_ENCRYPTION_KEYS/);
    expect(() =>
      loadConfig({ FIELD_ENCRYPTION_KEYS: `k1:${key()}`, FIELD_ENCRYPTION_ACTIVE_KEY: 'k9' }),
    ).toThrow(/FIELD_ENCRYPTION_ACTIVE_KEY: no key k9/);
    expect(() => loadConfig({ FIELD_ENCRYPTION_KEYS: `k1:${key()},k2:${key()}` })).toThrow(
      /FIELD_ENCRYPTION_ACTIVE_KEY: required/,
    );
  });

  it('are required in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'keys-')),
    });
    expect(() => loadFieldKeyring(config)).toThrow(/FIELD_ENCRYPTION_KEYS is required in production/);
  });

  it('elsewhere, without config, are made once and kept in DATA_DIR for the owner only', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'data');
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const stored = createFieldCipher(loadFieldKeyring(config)).encrypt('王大明', 'ctx');

    const file = path.join(dataDir, LOCAL_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^local:[A-Za-z0-9+/]{43}=\n$/);
    // The next start reads the same key.
    expect(createFieldCipher(loadFieldKeyring(config)).decrypt(stored, 'ctx')).toBe('王大明');
  });
});
