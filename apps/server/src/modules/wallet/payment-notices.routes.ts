import { PaymentProvider } from '@app/contracts/wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { FOREIGN_CARD_SIGNATURE_HEADER } from '../../platform/payments/foreign-card/foreign-card-adapter.ts';
import type { TServices } from '../../services.ts';
import type { TNoticeOutcome } from './recharges.service.ts';

/** ECPay's answer to a notice it may stop sending; anything else makes it retry. */
const ECPAY_ACCEPTED = '1|OK';

/**
 * The payment providers' server-to-server notices (no locale, no session: the signature is the
 * proof). ECPay posts form fields and expects `1|OK` in plain text once accepted, also when the
 * same notice comes again; a refused notice is answered `0|` and its reason, and recorded.
 */
export async function registerPaymentNotices(
  app: FastifyInstance,
  { withTransaction }: Pick<TServices, 'withTransaction'>,
): Promise<void> {
  await app.register(async (notices) => {
    notices.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const answer = (request: FastifyRequest, reply: FastifyReply, outcome: TNoticeOutcome) => {
      reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
      if (outcome.accepted) return reply.send(ECPAY_ACCEPTED);
      request.log.warn({ reason: outcome.reason }, 'payment notice refused');
      return reply.code(400).send(`0|${outcome.reason}`);
    };
    const fieldsOf = (request: FastifyRequest) =>
      typeof request.body === 'object' && request.body !== null
        ? (request.body as Record<string, string>)
        : {};

    const schema = {
      tags: ['payments'],
      summary: '',
      description:
        'Form-encoded notice from ECPay, verified by CheckMacValue and MerchantID and matched to the ' +
        'stored order (amount). Answered 1|OK in plain text once accepted, also for a repeat.',
    };

    notices.post(
      '/api/payments/ecpay/return',
      { schema: { ...schema, summary: 'ECPay ReturnURL: the result of a payment' } },
      async (request, reply) => {
        const outcome = await withTransaction((tx) =>
          tx.recharges.receiveResult(PaymentProvider.TaiwanCard, fieldsOf(request), auditActor(request)),
        );
        return answer(request, reply, outcome);
      },
    );

    notices.post(
      '/api/payments/ecpay/payment-info',
      { schema: { ...schema, summary: 'ECPay PaymentInfoURL: an ATM virtual account issued' } },
      async (request, reply) => {
        const outcome = await withTransaction((tx) =>
          tx.recharges.receivePaymentInfo(PaymentProvider.TaiwanCard, fieldsOf(request), auditActor(request)),
        );
        return answer(request, reply, outcome);
      },
    );
  });

  // The foreign-card provider's JSON webhooks: the signature covers the body byte for byte, so it
  // is kept as the string received and read only once verified.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      '/api/payments/foreign-card/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Foreign-card provider webhook: a checkout paid, failed or expired',
          description:
            `JSON event signed in the ${FOREIGN_CARD_SIGNATURE_HEADER} header (t=<unix seconds>,v1=<hex ` +
            'HMAC-SHA256 of "t.body">), verified on the raw body within 5 minutes of t, handled once ' +
            'per event id. Answered 200 {"received":true} once accepted, also for a redelivery; 400 ' +
            'with the reason when refused.',
        },
      },
      async (request, reply) => {
        const header = request.headers[FOREIGN_CARD_SIGNATURE_HEADER];
        const outcome = await withTransaction((tx) =>
          tx.recharges.receiveWebhook(
            PaymentProvider.ForeignCard,
            typeof request.body === 'string' ? request.body : '',
            typeof header === 'string' ? header : undefined,
            auditActor(request),
          ),
        );
        reply.header('Cache-Control', 'no-store');
        if (outcome.accepted) return reply.send({ received: true });
        request.log.warn({ reason: outcome.reason }, 'payment notice refused');
        return reply.code(400).send({ received: false, reason: outcome.reason });
      },
    );
  });
}
