import type { TConfig } from '../../../config/env.ts';
import type { TEcpaySettings } from './ecpay-adapter.ts';

/** ECPay's public stage merchant (its AIO documentation): every start outside production may use it. */
export const ECPAY_STAGE: TEcpaySettings = {
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIV: 'EkRm7iFT261dpevs',
  checkoutUrl: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
};

type TEcpayConfig = Pick<
  TConfig,
  'ECPAY_MERCHANT_ID' | 'ECPAY_HASH_KEY' | 'ECPAY_HASH_IV' | 'ECPAY_CHECKOUT_URL' | 'isProduction'
>;

/**
 * The merchant from config. In production all four settings are required (a start without them
 * stops); elsewhere each one unset is the stage merchant's.
 */
export function loadEcpaySettings(config: TEcpayConfig): TEcpaySettings {
  const configured = {
    ECPAY_MERCHANT_ID: config.ECPAY_MERCHANT_ID,
    ECPAY_HASH_KEY: config.ECPAY_HASH_KEY,
    ECPAY_HASH_IV: config.ECPAY_HASH_IV,
    ECPAY_CHECKOUT_URL: config.ECPAY_CHECKOUT_URL,
  };
  const missing = Object.entries(configured).filter(([, value]) => !value);
  if (config.isProduction && missing.length) {
    const names = missing.map(([name]) => name).join(', ');
    throw new Error(`${names} required in production (see docs/payments.md)`);
  }
  return {
    merchantId: configured.ECPAY_MERCHANT_ID ?? ECPAY_STAGE.merchantId,
    hashKey: configured.ECPAY_HASH_KEY ?? ECPAY_STAGE.hashKey,
    hashIV: configured.ECPAY_HASH_IV ?? ECPAY_STAGE.hashIV,
    checkoutUrl: configured.ECPAY_CHECKOUT_URL ?? ECPAY_STAGE.checkoutUrl,
  };
}
