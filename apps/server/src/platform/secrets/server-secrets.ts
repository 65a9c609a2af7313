import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/platform.ts';

/**
 * A secret from config, or else one made up on first start and kept in the database, so that
 * every instance on the same database signs and checks with the same key.
 */
export async function resolveSecret(db: Db, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return storedSecret(db, name, () => randomBytes(48).toString('base64url'));
}

/**
 * A secret made by `make` on first start and kept in the database; when two instances start at
 * once, the first one stored wins and both use it.
 */
export async function storedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
