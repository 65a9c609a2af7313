import type { TPaymentMethod, TPaymentProvider } from '@app/contracts/wallet';

/** What the platform asks a provider to collect. */
export type TCheckoutRequest = {
  /** Our order number, unique, at most 20 letters and digits. */
  orderNo: string;
  amount: number;
  method: TPaymentMethod;
  itemName: string;
  description: string;
  createdAt: Date;
  /** Where the provider reports the result, server to server. */
  resultUrl: string;
  /** Where the provider reports an issued ATM account, server to server. */
  paymentInfoUrl: string;
  /** Where the client's browser goes back to after paying. */
  clientBackUrl: string;
};

/** The form the client's browser posts to the provider's checkout page. */
export type TCheckoutForm = { action: string; fields: Record<string, string> };

/** What a verified provider notice says about an order. */
export type TPaymentNotice = { orderNo: string; amount: number; providerTradeNo: string } & (
  | {
      kind: 'paid';
      /** A payment the provider's test tools pretended (never money). */
      simulated: boolean;
    }
  | { kind: 'failed'; message: string }
  | { kind: 'atm_issued'; bankCode: string; virtualAccount: string; expiresAt: Date }
);

/**
 * A notice refused: its signature or merchant does not match, a field it needs is missing, or
 * (signed webhooks) its timestamp is outside the tolerance window. `claimedOrderNo` is the order
 * an unverified webhook names, kept for whoever investigates.
 */
export type TNoticeRefusal = {
  refused: 'signature' | 'merchant' | 'malformed' | 'stale';
  claimedOrderNo?: string;
};

/**
 * A verified webhook event: its id (the provider's, unique: a redelivery carries the same) and
 * what it says about an order, or null for an event type the wallet does not act on.
 */
export type TWebhookEvent = { eventId: string; type: string; notice: TPaymentNotice | null };

/**
 * One payment provider's protocol: the checkout form, and the verification of its server-to-server
 * notices. Adapters only speak the protocol; orders, amounts and points are the wallet's.
 */
export type TPaymentProviderAdapter = {
  provider: TPaymentProvider;
  checkout(request: TCheckoutRequest): TCheckoutForm;
  /** Reads a result notice (paid or failed). */
  readResult(fields: Record<string, string>): TPaymentNotice | TNoticeRefusal;
  /** Reads a payment-info notice (an ATM account issued, or its failure). */
  readPaymentInfo(fields: Record<string, string>): TPaymentNotice | TNoticeRefusal;
  /**
   * Providers that send signed JSON webhooks: verifies the signature header over the raw body
   * (byte for byte as received) and its timestamp against `now`, then reads the event.
   */
  readWebhook?(
    rawBody: string,
    signatureHeader: string | undefined,
    now: Date,
  ): TWebhookEvent | TNoticeRefusal;
};
