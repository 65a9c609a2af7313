import {
  CONTACT_HOURLY_LIMIT_PER_IP,
  type TContactMessage,
  type TContactReceipt,
} from '@app/contracts/contact';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TApiLocale } from '@app/contracts/locale';
import type { DbOrTx } from '../../db/client.ts';
import type { TCaptcha } from '../../platform/captcha/captcha.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TRateLimiter, TRateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { newContactReference } from './contact-reference.ts';
import type { TContactEvents } from './contact.events.ts';
import * as repo from './contact.repo.ts';

const perIpRule: TRateLimitRule = { limit: CONTACT_HOURLY_LIMIT_PER_IP, windowSeconds: 3600 };

/** Draws again when a reference is taken; a handful of draws among millions never all collide. */
const REFERENCE_ATTEMPTS = 5;

async function storeWithNewReference(
  tx: DbOrTx,
  message: Omit<repo.TNewContactMessage, 'reference'>,
): Promise<string> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = newContactReference();
    if (await repo.insertContactMessage(tx, { ...message, reference })) return reference;
  }
  throw new Error('no free contact reference');
}

/** The public contact form: every message is kept, and mailed to support after it is stored. */
export function createContactService(deps: {
  db: DbOrTx;
  rateLimiter: TRateLimiter;
  captcha: TCaptcha;
  events: TContactEvents;
  now: () => Date;
}) {
  return {
    async submit(options: {
      form: TContactMessage;
      locale: TApiLocale;
      ip: string;
    }): Promise<TContactReceipt> {
      const { form, locale, ip } = options;
      // Counted before anything else, so that guessing captchas costs attempts too.
      const attempts = await deps.rateLimiter.hit(`contact:ip:${ip}`, perIpRule, deps.now());
      if (attempts.hits > perIpRule.limit) {
        throw new AppError(ErrorCode.RateLimited, {
          headers: { 'Retry-After': String(attempts.retryAfterSeconds) },
        });
      }
      if (form.captcha !== undefined && !(await deps.captcha.verify(form.captcha, ip))) {
        throw new AppError(ErrorCode.CaptchaFailed);
      }

      const message = {
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        locale,
      };
      return deps.db.transaction(async (tx) => {
        const reference = await storeWithNewReference(tx, { ...message, createdAt: deps.now() });
        await deps.events.messageReceived(tx, { reference, ...message });
        return { reference };
      });
    },
  };
}

export type TContactService = ReturnType<typeof createContactService>;
