import { PaymentProvider, type TPaymentProvider } from '@app/contracts/wallet';
import type { TConfig } from '../../config/env.ts';
import { createEcpayAdapter } from './ecpay/ecpay-adapter.ts';
import { loadEcpaySettings } from './ecpay/ecpay-settings.ts';
import type { TPaymentProviderAdapter } from './payment-provider.ts';
import { createForeignCardAdapter } from './foreign-card/foreign-card-adapter.ts';
import { loadForeignCardSettings } from './foreign-card/foreign-card-settings.ts';
import { ECPAY_SANDBOX_CHECKOUT_PATH } from './sandbox/ecpay-sandbox.ts';
import { FOREIGN_CARD_SANDBOX_CHECKOUT_PATH } from './sandbox/foreign-card-sandbox.ts';

export type TPaymentProviders = Partial<Record<TPaymentProvider, TPaymentProviderAdapter>>;

/**
 * The providers this site takes payments through: ECPay (provider 0) and the foreign-card
 * provider (3). With the sandbox on (never in production) the browser's checkout forms go to the
 * local sandbox, which plays each provider with the same keys; the adapters only get another URL.
 */
export function createPaymentProviders(config: TConfig): TPaymentProviders {
  const ecpay = loadEcpaySettings(config);
  const foreignCard = loadForeignCardSettings(config);
  const local = (path: string) => new URL(path, config.PUBLIC_URL).toString();
  return {
    [PaymentProvider.TaiwanCard]: createEcpayAdapter({
      ...ecpay,
      checkoutUrl: config.PAYMENTS_SANDBOX ? local(ECPAY_SANDBOX_CHECKOUT_PATH) : ecpay.checkoutUrl,
    }),
    [PaymentProvider.ForeignCard]: createForeignCardAdapter({
      ...foreignCard,
      checkoutUrl: config.PAYMENTS_SANDBOX
        ? local(FOREIGN_CARD_SANDBOX_CHECKOUT_PATH)
        : foreignCard.checkoutUrl,
    }),
  };
}

/** The origins the browser's checkout form may be posted to (the page's CSP form-action). */
export function checkoutOrigins(config: TConfig): string[] {
  if (config.PAYMENTS_SANDBOX) return [];
  return [
    new URL(loadEcpaySettings(config).checkoutUrl).origin,
    new URL(loadForeignCardSettings(config).checkoutUrl).origin,
  ];
}
