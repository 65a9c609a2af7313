import {
  CONTACT_HOURLY_LIMIT_PER_IP,
  ZContactMessageSchema,
  ZContactReceiptSchema,
} from '@app/contracts/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

/** The contact form of /contactus: public, rate-limited per IP. */
export async function registerContactModule(
  api: FastifyInstance,
  _ctx: TAppContext,
  { contact }: Pick<TServices, 'contact'>,
): Promise<void> {
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
        response: envelopeResponses(ZContactReceiptSchema, [400, 429, 502]),
      },
    },
    async (request) => {
      const { locale } = request;
      return ok(await contact.submit({ form: request.body, locale, ip: request.ip }), locale);
    },
  );
}
