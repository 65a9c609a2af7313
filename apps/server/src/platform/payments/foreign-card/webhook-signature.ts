import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks in Stripe's scheme: the header `t=<unix seconds>,v1=<hex>` where v1 is
 * HMAC-SHA256 of `<t>.<raw body>` under the endpoint's secret. Several v1 values may come (while a
 * secret is rolled); one matching is enough.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** The header a provider sends with `payload` at `timestamp`. */
export function signatureHeader(secret: string, payload: string, timestamp: number): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, payload)}`;
}

/**
 * 'ok', or why the header does not prove the payload: no readable header or no matching v1
 * ('signature'), or a timestamp further than the tolerance from now ('stale', checked after the
 * signature so that a forged timestamp cannot pass). Compared in constant time.
 */
export function verifySignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): 'ok' | 'signature' | 'stale' {
  if (!header || header.length > 1_000) return 'signature';
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === null || candidates.length === 0) return 'signature';
  const expected = Buffer.from(signPayload(secret, timestamp, payload), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) return 'signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'stale';
  return 'ok';
}
