import { describe, expect, it } from 'vitest';
import { signatureHeader, signPayload, verifySignature } from './webhook-signature.ts';

const secret = 'whsec_test_secret_0123456789';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = new Date('2026-11-23T08:00:00Z');
const t = Math.floor(now.getTime() / 1000);

describe('webhook signatures (t=…,v1=…)', () => {
  it('accept the HMAC-SHA256 of "t.body" under the secret, also among several v1 values', () => {
    expect(verifySignature(secret, body, signatureHeader(secret, body, t), now)).toBe('ok');
    const rolled = `t=${t},v1=${signPayload('whsec_old_secret_00000', t, body)},v1=${signPayload(secret, t, body)}`;
    expect(verifySignature(secret, body, rolled, now)).toBe('ok');
  });

  it('refuse a changed body, another secret, a missing or garbled header', () => {
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(secret, body.replace('evt_1', 'evt_2'), header, now)).toBe('signature');
    expect(verifySignature(secret, body, signatureHeader('whsec_other_secret_000', body, t), now)).toBe(
      'signature',
    );
    expect(verifySignature(secret, body, undefined, now)).toBe('signature');
    expect(verifySignature(secret, body, 'v1=abc', now)).toBe('signature');
    expect(verifySignature(secret, body, `t=${t}`, now)).toBe('signature');
  });

  it('refuse a timestamp more than 5 minutes away, and a signature moved to another timestamp', () => {
    expect(verifySignature(secret, body, signatureHeader(secret, body, t - 301), now)).toBe('stale');
    expect(verifySignature(secret, body, signatureHeader(secret, body, t + 301), now)).toBe('stale');
    expect(verifySignature(secret, body, signatureHeader(secret, body, t - 299), now)).toBe('ok');
    const moved = `t=${t},v1=${signPayload(secret, t - 600, body)}`;
    expect(verifySignature(secret, body, moved, now)).toBe('signature');
  });
});
