import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { ECPAY_STAGE, loadEcpaySettings } from './ecpay-settings.ts';

const merchant = {
  ECPAY_MERCHANT_ID: '3380001',
  ECPAY_HASH_KEY: 'liveHashKey00001',
  ECPAY_HASH_IV: 'liveHashIV000001',
  ECPAY_CHECKOUT_URL: 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
};

describe('ECPay settings', () => {
  it("are ECPay's stage merchant outside production when unset", () => {
    expect(loadEcpaySettings(loadConfig({ NODE_ENV: 'development' }))).toEqual(ECPAY_STAGE);
  });

  it('come from config when set', () => {
    expect(loadEcpaySettings(loadConfig({ NODE_ENV: 'production', ...merchant }))).toEqual({
      merchantId: '3380001',
      hashKey: 'liveHashKey00001',
      hashIV: 'liveHashIV000001',
      checkoutUrl: merchant.ECPAY_CHECKOUT_URL,
    });
  });

  it('are all required in production, naming each one missing', () => {
    const { ECPAY_HASH_IV: _iv, ECPAY_CHECKOUT_URL: _url, ...partial } = merchant;
    expect(() => loadEcpaySettings(loadConfig({ NODE_ENV: 'production', ...partial }))).toThrow(
      'ECPAY_HASH_IV, ECPAY_CHECKOUT_URL required in production',
    );
  });

  it('never let the payment sandbox run in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
  });
});
