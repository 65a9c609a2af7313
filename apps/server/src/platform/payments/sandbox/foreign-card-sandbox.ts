import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/page-head-tags.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { deliverAsProvidersDo } from './sandbox-delivery.ts';
import { sandboxPage, sendSandboxNotFound, sendSandboxPage } from './sandbox-page.ts';
import {
  FOREIGN_CARD_SIGNATURE_HEADER,
  ForeignCardEvent,
  hasValidCheckoutSignature,
} from '../foreign-card/foreign-card-adapter.ts';
import { signatureHeader } from '../foreign-card/webhook-signature.ts';

export const FOREIGN_CARD_SANDBOX_CHECKOUT_PATH = '/dev/payments/foreign-card/checkout';
const SESSION_PATH = '/dev/payments/foreign-card/session';

type TSession = {
  id: string;
  fields: Record<string, string>;
  state: 'open' | 'paid' | 'failed';
};

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the foreign-card provider's hosted checkout, outside production only: it
 * takes the signed checkout form, shows a payment page with pay and fail buttons, and sends the
 * provider's JSON webhook, signed with the shared secret (`t=…,v1=…`), to the site's webhook
 * endpoint, each event more than once (the same event id), as providers redeliver. Sessions live
 * in memory.
 */
export function registerForeignCardSandbox(
  app: FastifyInstance,
  options: { secret: string; webhookUrl: string; log: FastifyBaseLogger; now: () => Date },
): void {
  const sessions = new Map<string, TSession>();

  const deliver = async (event: object) => {
    const body = JSON.stringify(event);
    await deliverAsProvidersDo(async (attempt) => {
      const header = signatureHeader(options.secret, body, Math.floor(options.now().getTime() / 1000));
      const status = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [FOREIGN_CARD_SIGNATURE_HEADER]: header },
        body,
      })
        .then((response) => response.status)
        .catch(() => 0);
      if (status >= 200 && status < 300) return true;
      options.log.warn({ status, attempt }, 'payment sandbox: webhook not accepted');
      return false;
    });
  };

  const event = (session: TSession, type: string, paymentStatus: string) => ({
    id: token('evt'),
    type,
    created: Math.floor(options.now().getTime() / 1000),
    data: {
      object: {
        id: session.id,
        client_reference_id: session.fields['client_reference_id'],
        amount_total: Number(session.fields['amount_total']),
        currency: session.fields['currency'],
        payment_status: paymentStatus,
      },
    },
  });

  app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    sandbox.addHook('onRequest', loopbackOnly);

    sandbox.post(FOREIGN_CARD_SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const fields = request.body as Record<string, string>;
      if (!hasValidCheckoutSignature(fields, options.secret)) {
        const page = sandboxPage(
          'Invalid signature',
          '<p>簽章錯誤 · The checkout form’s signature is invalid.</p>',
        );
        return sendSandboxPage(reply, page, 400);
      }
      const session: TSession = { id: token('cs'), fields, state: 'open' };
      sessions.set(session.id, session);
      return reply.redirect(`${SESSION_PATH}/${session.id}`, 303);
    });

    sandbox.get<{ Params: { id: string } }>(`${SESSION_PATH}/:id`, async (request, reply) => {
      const session = sessions.get(request.params.id);
      if (!session) return sendSandboxNotFound(reply);
      return sendSandboxPage(reply, sessionPage(session));
    });

    sandbox.post<{ Params: { id: string; action: string } }>(
      `${SESSION_PATH}/:id/:action`,
      async (request, reply) => {
        const session = sessions.get(request.params.id);
        if (!session || session.state !== 'open') return reply.code(404).send();
        if (request.params.action === 'pay') {
          session.state = 'paid';
          await deliver(event(session, ForeignCardEvent.Completed, 'paid'));
          return reply.redirect(session.fields['success_url'] ?? '/', 303);
        }
        if (request.params.action === 'fail') {
          session.state = 'failed';
          await deliver(event(session, ForeignCardEvent.Failed, 'unpaid'));
          return reply.redirect(session.fields['cancel_url'] ?? '/', 303);
        }
        return reply.code(404).send();
      },
    );
  });
}

function sessionPage(session: TSession): string {
  const field = (name: string) => escapeHtml(session.fields[name] ?? '');
  const button = (action: string, label: string) =>
    `<form method="post" action="${SESSION_PATH}/${session.id}/${action}"><button type="submit">${label}</button></form>`;
  const details = `<h1>國外信用卡 · Foreign card checkout</h1><dl>
<dt>訂單編號 Order</dt><dd>${field('client_reference_id')}</dd>
<dt>商品 Item</dt><dd>${field('description')}</dd>
<dt>金額 Amount</dt><dd>NT$ ${field('amount_total')}</dd></dl>
<p>測試卡號 Test card: 4242 4242 4242 4242</p>`;
  if (session.state !== 'open')
    return sandboxPage('Foreign card', `${details}<p>交易狀態 State: ${session.state}</p>`);
  return sandboxPage(
    'Foreign card',
    `${details}${button('pay', '付款 Pay')}${button('fail', '付款失敗 Fail')}`,
  );
}
