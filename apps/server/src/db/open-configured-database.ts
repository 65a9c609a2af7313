import type { TConfig } from '../config/env.ts';
import { openDatabase, type TDatabase } from './client.ts';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else the PGlite in DATA_DIR. */
export function openConfiguredDatabase(
  config: Pick<TConfig, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<TDatabase> {
  return openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
}
