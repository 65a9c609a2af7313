import { randomInt } from 'node:crypto';

/** Letters and digits no one misreads over the phone: no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V. */
const ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
const LENGTH = 6;

/** A short reference a person can read out and type back, like C-7K3M9Q (23⁶ ≈ 148 million). */
export function newContactReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `C-${code}`;
}
