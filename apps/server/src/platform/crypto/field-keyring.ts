import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFieldKey, type TConfig } from '../../config/env.ts';
import type { TFieldKeyring } from './field-cipher.ts';

/** The key made up outside production, kept beside the embedded database, never inside a database. */
export const LOCAL_KEY_FILE = 'field-encryption.key';
const LOCAL_KEY_ID = 'local';

type TKeyringConfig = Pick<
  TConfig,
  'FIELD_ENCRYPTION_KEYS' | 'FIELD_ENCRYPTION_ACTIVE_KEY' | 'DATA_DIR' | 'isProduction'
>;

/**
 * The keys from config; in production they are required. Elsewhere, without config, one key is
 * made on first start and kept in DATA_DIR/field-encryption.key (readable by the owner only), so
 * that a key is never stored in the same database as the data it protects.
 */
export function loadFieldKeyring(config: TKeyringConfig): TFieldKeyring {
  const configured = config.FIELD_ENCRYPTION_KEYS;
  if (configured) {
    const first = configured[0];
    if (!first) throw new Error('FIELD_ENCRYPTION_KEYS is empty');
    return {
      activeKeyId: config.FIELD_ENCRYPTION_ACTIVE_KEY ?? first.id,
      keys: new Map(configured.map((entry) => [entry.id, entry.key])),
    };
  }
  if (config.isProduction) {
    throw new Error('FIELD_ENCRYPTION_KEYS is required in production (see docs/ops.md, field encryption)');
  }
  const local = readOrMakeLocalKey(path.resolve(config.DATA_DIR, LOCAL_KEY_FILE));
  return { activeKeyId: local.id, keys: new Map([[local.id, local.key]]) };
}

function readOrMakeLocalKey(file: string) {
  try {
    return parseKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and linked into place: the link fails when another process made the key first,
  // and nobody ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${LOCAL_KEY_ID}:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return parseKeyFile(file);
}

function parseKeyFile(file: string) {
  const key = parseFieldKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold an id:base64key field encryption key of 32 bytes`);
  return key;
}
