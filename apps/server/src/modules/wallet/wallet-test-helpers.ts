import { computeCheckMacValue } from '../../platform/payments/ecpay/check-mac-value.ts';
import { ecpayDateTime } from '../../platform/payments/ecpay/ecpay-adapter.ts';
import { ECPAY_STAGE } from '../../platform/payments/ecpay/ecpay-settings.ts';

/** A notice as ECPay's stage merchant signs it. */
export function signedByEcpay(fields: Record<string, string>, keys = ECPAY_STAGE): Record<string, string> {
  return { ...fields, CheckMacValue: computeCheckMacValue(fields, keys) };
}

/** ECPay's ReturnURL notice of a paid order. */
export function ecpayPaidNotice(orderNo: string, amount: number, extra: Record<string, string> = {}) {
  return signedByEcpay({
    MerchantID: ECPAY_STAGE.merchantId,
    MerchantTradeNo: orderNo,
    StoreID: '',
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: '2611231230451234',
    TradeAmt: String(amount),
    PaymentDate: ecpayDateTime(new Date()),
    PaymentType: 'Credit_CreditCard',
    PaymentTypeChargeFee: '0',
    TradeDate: ecpayDateTime(new Date()),
    SimulatePaid: '0',
    CustomField1: '',
    ...extra,
  });
}

/** ECPay's PaymentInfoURL notice of an issued ATM account. */
export function ecpayAtmIssuedNotice(orderNo: string, amount: number) {
  return signedByEcpay({
    MerchantID: ECPAY_STAGE.merchantId,
    MerchantTradeNo: orderNo,
    RtnCode: '2',
    RtnMsg: 'Get VirtualAccount Succeeded',
    TradeNo: '2611231230459876',
    TradeAmt: String(amount),
    PaymentType: 'ATM_TAISHIN',
    TradeDate: ecpayDateTime(new Date()),
    BankCode: '812',
    vAccount: '9103522175887271',
    ExpireDate: '2026/11/26',
  });
}

/** Form-encodes a notice as ECPay posts it. */
export function formBody(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
