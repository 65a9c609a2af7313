import { randomInt } from 'node:crypto';

/**
 * A random Taiwan mobile number, as typed (`09…`) and as the server stores it (E.164). The digit
 * after 09 is 1–8: 099… is not an assigned mobile range, and the form refuses it.
 */
export function randomTaiwanMobile(): { typed: string; e164: string } {
  const digits = String(randomInt(10_000_000, 90_000_000));
  return { typed: `09${digits}`, e164: `+8869${digits}` };
}
