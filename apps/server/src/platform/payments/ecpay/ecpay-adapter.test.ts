import { describe, expect, it } from 'vitest';
import { computeCheckMacValue, hasValidCheckMacValue } from './check-mac-value.ts';
import { createEcpayAdapter, ecpayDateTime } from './ecpay-adapter.ts';

const settings = {
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIV: 'EkRm7iFT261dpevs',
  checkoutUrl: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
};
const ecpay = createEcpayAdapter(settings);

const request = {
  orderNo: 'R2611231200ABCDEFG12',
  amount: 1_000,
  itemName: '儲值點數 1000 點',
  description: '線上諮商點數儲值',
  createdAt: new Date('2026-11-23T04:30:05Z'),
  resultUrl: 'https://example.test/api/payments/ecpay/return',
  paymentInfoUrl: 'https://example.test/api/payments/ecpay/payment-info',
  clientBackUrl: 'https://example.test/rechargesucceed?orderNo=R2611231200ABCDEFG12',
};

/** A notice as ECPay signs it. */
const signed = (fields: Record<string, string>, keys = settings) => ({
  ...fields,
  CheckMacValue: computeCheckMacValue(fields, keys),
});

const paid = {
  MerchantID: '3002607',
  MerchantTradeNo: request.orderNo,
  RtnCode: '1',
  RtnMsg: '交易成功',
  TradeNo: '2611231230451234',
  TradeAmt: '1000',
  PaymentDate: '2026/11/23 12:31:02',
  PaymentType: 'Credit_CreditCard',
  SimulatePaid: '0',
};

describe('ECPay checkout form', () => {
  it('carries every AIO field, in Taiwan time, signed with the merchant keys', () => {
    const form = ecpay.checkout({ ...request, method: 'Credit' });
    expect(form.action).toBe(settings.checkoutUrl);
    expect(form.fields).toMatchObject({
      MerchantID: '3002607',
      MerchantTradeNo: request.orderNo,
      MerchantTradeDate: '2026/11/23 12:30:05',
      PaymentType: 'aio',
      TotalAmount: '1000',
      ChoosePayment: 'Credit',
      EncryptType: '1',
      ReturnURL: request.resultUrl,
    });
    expect(form.fields).not.toHaveProperty('PaymentInfoURL');
    expect(hasValidCheckMacValue(form.fields, settings)).toBe(true);
  });

  it('asks for an ATM account with the payment-info address and an expiry', () => {
    const form = ecpay.checkout({ ...request, method: 'ATM' });
    expect(form.fields).toMatchObject({
      ChoosePayment: 'ATM',
      PaymentInfoURL: request.paymentInfoUrl,
      ExpireDate: '3',
    });
    expect(hasValidCheckMacValue(form.fields, settings)).toBe(true);
  });

  it('writes Taiwan dates across midnight', () => {
    expect(ecpayDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027/01/01 00:00:00');
  });
});

describe('ECPay notices', () => {
  it('reads a paid result, and says when the stage pretended the payment', () => {
    expect(ecpay.readResult(signed(paid))).toEqual({
      kind: 'paid',
      orderNo: request.orderNo,
      amount: 1_000,
      providerTradeNo: '2611231230451234',
      simulated: false,
    });
    expect(ecpay.readResult(signed({ ...paid, SimulatePaid: '1' }))).toMatchObject({
      kind: 'paid',
      simulated: true,
    });
  });

  it('reads a failed result', () => {
    expect(ecpay.readResult(signed({ ...paid, RtnCode: '10100058', RtnMsg: '付款失敗' }))).toMatchObject({
      kind: 'failed',
      message: '付款失敗',
    });
  });

  it('refuses a notice with a bad or missing CheckMacValue, a changed amount, or another merchant', () => {
    expect(ecpay.readResult({ ...signed(paid), TradeAmt: '100000' })).toEqual({ refused: 'signature' });
    expect(ecpay.readResult(paid)).toEqual({ refused: 'signature' });
    expect(ecpay.readResult(signed(paid, { ...settings, hashKey: 'someoneElsesKey0' }))).toEqual({
      refused: 'signature',
    });
    expect(ecpay.readResult(signed({ ...paid, MerchantID: '2000132' }))).toEqual({ refused: 'merchant' });
    const { MerchantTradeNo: _missing, ...withoutOrder } = paid;
    expect(ecpay.readResult(signed(withoutOrder))).toEqual({ refused: 'malformed' });
  });

  it('reads an issued ATM account with its last day in Taiwan time', () => {
    const info = signed({
      ...paid,
      RtnCode: '2',
      RtnMsg: 'Get VirtualAccount Succeeded',
      PaymentType: 'ATM_TAISHIN',
      BankCode: '812',
      vAccount: '9103522175887271',
      ExpireDate: '2026/11/26',
    });
    expect(ecpay.readPaymentInfo(info)).toEqual({
      kind: 'atm_issued',
      orderNo: request.orderNo,
      amount: 1_000,
      providerTradeNo: '2611231230451234',
      bankCode: '812',
      virtualAccount: '9103522175887271',
      expiresAt: new Date('2026-11-26T15:59:59Z'),
    });
  });
});
