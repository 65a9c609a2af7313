import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { captchaSpent } from '../../db/schema/platform.ts';

/**
 * How much work a challenge asks for: PBKDF2 iterations per attempt, and the range the secret
 * counter is drawn from (the number of attempts a solver needs on average).
 */
export type TAltchaDifficulty = { cost: number; minCounter: number; maxCounter: number };

/**
 * About 4 s of one core (0.5 ms an attempt with WebCrypto, 7,500 attempts on average): around a
 * second with the widget's workers on a laptop, a few seconds on a slow phone.
 */
export const defaultAltchaDifficulty: TAltchaDifficulty = {
  cost: 500,
  minCounter: 5_000,
  maxCounter: 10_000,
};
/** Solved in-process by tests in milliseconds. */
export const testAltchaDifficulty: TAltchaDifficulty = { cost: 1, minCounter: 1, maxCounter: 20 };

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;

// What the widget submits: base64 of JSON { challenge: { parameters, signature }, solution }.
const ZAltchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ expiresAt: z.number() }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type TAltcha = {
  createChallenge(): Promise<Challenge>;
  /** True for a valid, unexpired solution presented for the first time (on any instance). */
  verify(payload: string): Promise<boolean>;
};

/**
 * Self-hosted ALTCHA proof of work, deterministic mode: the server picks the counter and signs
 * the key it leads to, so verifying is one HMAC.
 */
export function createAltcha(options: {
  db: Db;
  hmacKey: string;
  now: () => Date;
  difficulty: TAltchaDifficulty;
}): TAltcha {
  const { db, hmacKey, now, difficulty } = options;
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.maxCounter, difficulty.minCounter),
        deriveKey,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }),

    async verify(payload) {
      const parsed = ZAltchaPayloadSchema.safeParse(decodeBase64Json(payload));
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.data;
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now()) return false;
      try {
        const result = await verifySolution({
          challenge: challenge as unknown as Challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed parameters (not hex, wrong algorithm) are a failed check, not a server error.
        return false;
      }
      return spend(db, challenge.signature, expiresAt, now());
    },
  };
}

function decodeBase64Json(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** Records the challenge as used; false when it already was. */
async function spend(db: Db, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await pruneSpentCaptchas(db, now);
  const inserted = await db
    .insert(captchaSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature });
  return inserted.length === 1;
}

/** Drops used challenges that have expired: they are refused as expired anyway. */
export async function pruneSpentCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
}
