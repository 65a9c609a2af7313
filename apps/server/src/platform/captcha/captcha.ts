import type { TConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createAltcha, defaultAltchaDifficulty, testAltchaDifficulty, type TAltcha } from './altcha.ts';
import { createRecaptcha, type TRecaptcha } from './recaptcha.ts';

/** The not-a-robot check: reCAPTCHA v2 when both of its keys are configured, else ALTCHA. */
export type TCaptcha = ({ kind: 'altcha' } & TAltcha) | ({ kind: 'recaptcha' } & TRecaptcha);

export function createCaptcha(options: {
  config: TConfig;
  db: Db;
  altchaHmacKey: string;
  now: () => Date;
}): TCaptcha {
  const { config } = options;
  if (config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY) {
    return {
      kind: 'recaptcha',
      ...createRecaptcha({ siteKey: config.RECAPTCHA_SITE_KEY, secretKey: config.RECAPTCHA_SECRET_KEY }),
    };
  }
  return {
    kind: 'altcha',
    ...createAltcha({
      db: options.db,
      hmacKey: options.altchaHmacKey,
      now: options.now,
      difficulty: config.NODE_ENV === 'test' ? testAltchaDifficulty : defaultAltchaDifficulty,
    }),
  };
}
