import { ECPayPayment } from '@rytass/payments-adapter-ecpay';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckMacValue, hasValidCheckMacValue } from './check-mac-value.ts';

const STAGE_KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIV: 'EkRm7iFT261dpevs' };

/** The AioCheckOut example of ECPay's AIO documentation (Appendix: CheckMacValue). */
const ECPAY_EXAMPLE = {
  TradeDesc: '促銷方案',
  PaymentType: 'aio',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  MerchantID: '3002607',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ItemName: 'Apple iphone 15',
  TotalAmount: '30000',
  ChoosePayment: 'ALL',
  EncryptType: '1',
};

/** An independent implementation: the one inside @rytass/payments-adapter-ecpay. */
const reference = new ECPayPayment({
  merchantId: '3002607',
  hashKey: STAGE_KEYS.hashKey,
  hashIv: STAGE_KEYS.hashIV,
});
const referenceMac = (params: Record<string, string>) =>
  (reference as unknown as { addMac(p: Record<string, string>): { CheckMacValue: string } }).addMac(params)
    .CheckMacValue;

describe('CheckMacValue', () => {
  it("equals ECPay's published value for its AioCheckOut example", () => {
    expect(computeCheckMacValue(ECPAY_EXAMPLE, STAGE_KEYS)).toBe(
      '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
    );
  });

  it('leaves CheckMacValue itself out of the sum', () => {
    const signed = { ...ECPAY_EXAMPLE, CheckMacValue: 'anything' };
    expect(computeCheckMacValue(signed, STAGE_KEYS)).toBe(computeCheckMacValue(ECPAY_EXAMPLE, STAGE_KEYS));
  });

  it('equals an independent implementation on thousands of parameter maps with Chinese text and symbols', () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...`'~!*()&=+ -_./:?#%@$^[]{}|\\"<>,;`.split('')),
        fc.constantFrom(...'綠界促銷方案線上諮商點數儲值測試中文'.split('')),
        fc.constantFrom(...'abcXYZ0189'.split('')),
      ),
      maxLength: 24,
    });
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,15}$/);
    fc.assert(
      fc.property(fc.dictionary(name, text, { minKeys: 1, maxKeys: 12 }), (params) => {
        // Names that differ only in case have no defined order in ECPay's rule: keep one.
        const seen = new Set<string>();
        const unique = Object.fromEntries(
          Object.entries(params).filter(
            ([key]) => !seen.has(key.toLowerCase()) && seen.add(key.toLowerCase()),
          ),
        );
        expect(computeCheckMacValue(unique, STAGE_KEYS)).toBe(referenceMac(unique));
      }),
      { numRuns: 3_000 },
    );
  });

  it('accepts the right value and refuses a changed parameter, a changed or missing value, or other keys', () => {
    const signed = { ...ECPAY_EXAMPLE, CheckMacValue: computeCheckMacValue(ECPAY_EXAMPLE, STAGE_KEYS) };
    expect(hasValidCheckMacValue(signed, STAGE_KEYS)).toBe(true);
    expect(hasValidCheckMacValue({ ...signed, TotalAmount: '30001' }, STAGE_KEYS)).toBe(false);
    expect(
      hasValidCheckMacValue({ ...signed, CheckMacValue: signed.CheckMacValue.toLowerCase() }, STAGE_KEYS),
    ).toBe(false);
    expect(hasValidCheckMacValue({ ...signed, CheckMacValue: '' }, STAGE_KEYS)).toBe(false);
    expect(hasValidCheckMacValue(ECPAY_EXAMPLE, STAGE_KEYS)).toBe(false);
    expect(hasValidCheckMacValue(signed, { ...STAGE_KEYS, hashIV: 'EkRm7iFT261dpevx' })).toBe(false);
  });
});
