import {
  CONTACT_HOURLY_LIMIT_PER_IP,
  ZContactMessageSchema,
  ZContactReceiptSchema,
} from '@app/contracts/contact';
import { ZEnvelopeSchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLocale } from '../../platform/http/locale.ts';
import { createContactEvents } from './contact.events.ts';
import { createContactService } from './contact.service.ts';

const ZErrorSchema = ZEnvelopeSchema(z.unknown());

/** The contact form of /contactus: public, rate-limited per IP. */
export async function registerContactModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const contact = createContactService({
    db: ctx.db,
    rateLimiter: ctx.rateLimiter,
    captcha: ctx.captcha,
    events: createContactEvents({ outbox: ctx.outbox, supportEmail: ctx.config.SUPPORT_EMAIL }),
    now: ctx.now,
  });

  api.withTypeProvider<ZodTypeProvider>().post(
    '/Contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description:
          'Stored, mailed to support with reply-to set to the sender, and acknowledged to the sender by mail. ' +
          `At most ${CONTACT_HOURLY_LIMIT_PER_IP} messages an hour from one IP address (429 with Retry-After beyond).`,
        body: ZContactMessageSchema,
        response: {
          200: ZEnvelopeSchema(ZContactReceiptSchema),
          400: ZErrorSchema,
          429: ZErrorSchema,
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await contact.submit({ form: request.body, locale, ip: request.ip }), locale);
    },
  );
}
