import { PaymentProvider } from '@app/contracts/wallet';
import type {
  TCheckoutRequest,
  TNoticeRefusal,
  TPaymentNotice,
  TPaymentProviderAdapter,
  TWebhookEvent,
} from '../payment-provider.ts';
import { signPayload, verifySignature } from './webhook-signature.ts';

export type TForeignCardSettings = {
  /** The shared secret that signs the checkout form and every webhook. */
  webhookSecret: string;
  /** The provider's hosted checkout page, where the browser posts the form. */
  checkoutUrl: string;
};

/** The header the provider signs its webhooks in (`t=…,v1=…`). */
export const FOREIGN_CARD_SIGNATURE_HEADER = 'foreign-card-signature';

/** The events the wallet acts on: a completed checkout (paid), or a failed or expired one. */
export const ForeignCardEvent = {
  Completed: 'checkout.session.completed',
  Failed: 'checkout.session.async_payment_failed',
  Expired: 'checkout.session.expired',
} as const;

/**
 * The string a checkout form's signature covers: every field but `signature`, sorted by name,
 * `name=value` joined by `&` (values as they are, no encoding).
 */
export function checkoutSigningString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** True when the form's signature is the secret's over its fields and timestamp. */
export function hasValidCheckoutSignature(fields: Record<string, string>, secret: string): boolean {
  const timestamp = Number(fields['timestamp']);
  if (!Number.isSafeInteger(timestamp)) return false;
  const header = `t=${timestamp},v1=${fields['signature'] ?? ''}`;
  // The form's own age is the checkout page's business: only the signature is checked here.
  return verifySignature(secret, checkoutSigningString(fields), header, new Date(timestamp * 1000)) === 'ok';
}

type TSessionObject = {
  id?: unknown;
  client_reference_id?: unknown;
  amount_total?: unknown;
  currency?: unknown;
  payment_status?: unknown;
};

/** The order a body names, read without trusting it (for the record of a refused webhook). */
function claimedOrderOf(rawBody: string): string | undefined {
  try {
    const event = JSON.parse(rawBody) as { data?: { object?: TSessionObject } };
    const claimed = event.data?.object?.client_reference_id;
    return typeof claimed === 'string' ? claimed.slice(0, 40) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The foreign-card provider (id 3), a hosted checkout in Stripe's manner: the browser posts a
 * signed form (client_reference_id = our order number, amount_total in whole NT dollars, currency
 * twd) to the checkout page; the provider reports by JSON webhooks signed in Stripe's scheme
 * (`t=…,v1=…`, HMAC-SHA256 over `t.body`), which are verified on the raw body.
 */
export function createForeignCardAdapter(settings: TForeignCardSettings): TPaymentProviderAdapter {
  const notWebhook = (): TNoticeRefusal => ({ refused: 'malformed' });
  return {
    provider: PaymentProvider.ForeignCard,

    checkout(request: TCheckoutRequest) {
      const fields: Record<string, string> = {
        client_reference_id: request.orderNo,
        amount_total: String(request.amount),
        currency: 'twd',
        description: request.itemName,
        success_url: request.clientBackUrl,
        cancel_url: request.clientBackUrl,
        timestamp: String(Math.floor(request.createdAt.getTime() / 1000)),
      };
      const timestamp = Number(fields['timestamp']);
      fields['signature'] = signPayload(settings.webhookSecret, timestamp, checkoutSigningString(fields));
      return { action: settings.checkoutUrl, fields };
    },

    // This provider sends no form-encoded notices: only webhooks.
    readResult: notWebhook,
    readPaymentInfo: notWebhook,

    readWebhook(rawBody, signatureHeader, now): TWebhookEvent | TNoticeRefusal {
      const verdict = verifySignature(settings.webhookSecret, rawBody, signatureHeader, now);
      if (verdict !== 'ok') return { refused: verdict, claimedOrderNo: claimedOrderOf(rawBody) };
      let event: { id?: unknown; type?: unknown; data?: { object?: TSessionObject } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return { refused: 'malformed' };
      }
      const session = event.data?.object;
      if (
        typeof event.id !== 'string' ||
        !/^[\w-]{1,100}$/.test(event.id) ||
        typeof event.type !== 'string'
      ) {
        return { refused: 'malformed' };
      }
      const base = { eventId: event.id, type: event.type.slice(0, 100) };
      if (!Object.values(ForeignCardEvent).includes(event.type as never)) return { ...base, notice: null };
      const orderNo = session?.client_reference_id;
      const amount = session?.amount_total;
      if (typeof orderNo !== 'string' || typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
        return { refused: 'malformed' };
      }
      if (session?.currency !== 'twd') return { refused: 'malformed', claimedOrderNo: orderNo };
      const known = {
        orderNo,
        amount,
        providerTradeNo: typeof session.id === 'string' ? session.id.slice(0, 100) : '',
      };
      let notice: TPaymentNotice;
      if (event.type === ForeignCardEvent.Completed && session.payment_status === 'paid') {
        notice = { ...known, kind: 'paid', simulated: false };
      } else if (event.type === ForeignCardEvent.Completed) {
        // Completed but not yet paid (an asynchronous method): a later event settles it.
        return { ...base, notice: null };
      } else {
        notice = { ...known, kind: 'failed', message: event.type };
      }
      return { ...base, notice };
    },
  };
}
