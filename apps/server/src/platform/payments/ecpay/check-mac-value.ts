import { createHash, timingSafeEqual } from 'node:crypto';

/** The merchant's keys CheckMacValue is computed with. */
export type TEcpayKeys = { hashKey: string; hashIV: string };

/**
 * ECPay's URL encoding: PHP's urlencode (every byte but letters, digits and `-_.` as %XX, a space
 * as +), lower-cased, with the characters .NET's encoder leaves as they are put back.
 */
function ecpayUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
    .toLowerCase()
    .replace(/%2d/g, '-')
    .replace(/%5f/g, '_')
    .replace(/%2e/g, '.')
    .replace(/%21/g, '!')
    .replace(/%2a/g, '*')
    .replace(/%28/g, '(')
    .replace(/%29/g, ')');
}

/**
 * ECPay's AIO checksum: every parameter but CheckMacValue, sorted by name without regard to case,
 * joined as `name=value&…` between `HashKey=…&` and `&HashIV=…`, URL-encoded the ECPay way,
 * hashed with SHA-256 and written in upper-case hex.
 */
export function computeCheckMacValue(params: Record<string, string>, keys: TEcpayKeys): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'CheckMacValue')
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    });
  const joined = names.map((name) => `${name}=${params[name]}`).join('&');
  const wrapped = `HashKey=${keys.hashKey}&${joined}&HashIV=${keys.hashIV}`;
  return createHash('sha256').update(ecpayUrlEncode(wrapped)).digest('hex').toUpperCase();
}

/** True when the parameters carry the CheckMacValue of these keys, compared in constant time. */
export function hasValidCheckMacValue(params: Record<string, string>, keys: TEcpayKeys): boolean {
  const given = Buffer.from(params['CheckMacValue'] ?? '', 'utf8');
  const expected = Buffer.from(computeCheckMacValue(params, keys), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
