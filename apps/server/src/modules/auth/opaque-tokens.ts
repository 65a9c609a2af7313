import { createHash, randomBytes } from 'node:crypto';

/** A random token for refresh and e-mail links: 32 bytes, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table holds no usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
