import { PaymentProvider, type TPaymentProvider } from '@app/contracts/wallet';
import type { TConfig } from '../../config/env.ts';
import { createEcpayAdapter } from './ecpay/ecpay-adapter.ts';
import { loadEcpaySettings } from './ecpay/ecpay-settings.ts';
import type { TPaymentProviderAdapter } from './payment-provider.ts';
import { ECPAY_SANDBOX_CHECKOUT_PATH } from './sandbox/ecpay-sandbox.ts';

export type TPaymentProviders = Partial<Record<TPaymentProvider, TPaymentProviderAdapter>>;

/**
 * The providers this site takes payments through: ECPay (provider 0) always; the foreign-card
 * provider (3) has no adapter yet. With the sandbox on (never in production) the browser's
 * checkout form goes to the local sandbox, which plays ECPay with the same merchant keys.
 */
export function createPaymentProviders(config: TConfig): TPaymentProviders {
  const ecpay = loadEcpaySettings(config);
  const checkoutUrl = config.PAYMENTS_SANDBOX
    ? new URL(ECPAY_SANDBOX_CHECKOUT_PATH, config.PUBLIC_URL).toString()
    : ecpay.checkoutUrl;
  return { [PaymentProvider.TaiwanCard]: createEcpayAdapter({ ...ecpay, checkoutUrl }) };
}

/** The origins the browser's checkout form may be posted to (the page's CSP form-action). */
export function checkoutOrigins(config: TConfig): string[] {
  return config.PAYMENTS_SANDBOX ? [] : [new URL(loadEcpaySettings(config).checkoutUrl).origin];
}
