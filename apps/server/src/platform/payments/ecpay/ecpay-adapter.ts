import { PaymentMethod, PaymentProvider } from '@app/contracts/wallet';
import type { TCheckoutRequest, TNoticeRefusal, TPaymentProviderAdapter } from '../payment-provider.ts';
import { computeCheckMacValue, hasValidCheckMacValue, type TEcpayKeys } from './check-mac-value.ts';

export type TEcpaySettings = TEcpayKeys & { merchantId: string; checkoutUrl: string };

/** ECPay keeps Taiwan time (UTC+8, no daylight saving) in every date it sends or expects. */
const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;
/** Days a virtual ATM account stays open for the transfer (ECPay allows 1–60). */
const ATM_EXPIRE_DAYS = 3;
/** RtnCode of a paid order (ReturnURL) and of an issued ATM account (PaymentInfoURL). */
const RTN_PAID = '1';
const RTN_ATM_ISSUED = '2';

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy/MM/dd HH:mm:ss` in Taiwan time (MerchantTradeDate). */
export function ecpayDateTime(instant: Date): string {
  const t = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** The end of an ATM account's last day (`yyyy/MM/dd`, Taiwan time), or null when unreadable. */
function endOfTaipeiDay(text: string): Date | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})/.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - TAIPEI_OFFSET_MS - 1000);
}

/**
 * ECPay's all-in-one checkout (AIO), provider 0: the signed checkout form and the verification of
 * its ReturnURL and PaymentInfoURL notices (CheckMacValue and MerchantID).
 */
export function createEcpayAdapter(settings: TEcpaySettings): TPaymentProviderAdapter {
  const verify = (fields: Record<string, string>): TNoticeRefusal | null => {
    if (!hasValidCheckMacValue(fields, settings)) return { refused: 'signature' };
    if (fields['MerchantID'] !== settings.merchantId) return { refused: 'merchant' };
    return null;
  };
  const basics = (fields: Record<string, string>) => {
    const amount = Number(fields['TradeAmt']);
    const orderNo = fields['MerchantTradeNo'];
    if (!orderNo || !Number.isSafeInteger(amount)) return null;
    return { orderNo, amount, providerTradeNo: fields['TradeNo'] ?? '' };
  };

  return {
    provider: PaymentProvider.TaiwanCard,

    checkout(request: TCheckoutRequest) {
      const fields: Record<string, string> = {
        MerchantID: settings.merchantId,
        MerchantTradeNo: request.orderNo,
        MerchantTradeDate: ecpayDateTime(request.createdAt),
        PaymentType: 'aio',
        TotalAmount: String(request.amount),
        TradeDesc: request.description,
        ItemName: request.itemName,
        ReturnURL: request.resultUrl,
        ChoosePayment: request.method,
        ClientBackURL: request.clientBackUrl,
        EncryptType: '1',
        ...(request.method === PaymentMethod.ATM
          ? { PaymentInfoURL: request.paymentInfoUrl, ExpireDate: String(ATM_EXPIRE_DAYS) }
          : {}),
      };
      return {
        action: settings.checkoutUrl,
        fields: { ...fields, CheckMacValue: computeCheckMacValue(fields, settings) },
      };
    },

    readResult(fields) {
      const refusal = verify(fields);
      if (refusal) return refusal;
      const known = basics(fields);
      if (!known) return { refused: 'malformed' };
      if (fields['RtnCode'] === RTN_PAID)
        return { ...known, kind: 'paid', simulated: fields['SimulatePaid'] === '1' };
      return { ...known, kind: 'failed', message: fields['RtnMsg'] ?? '' };
    },

    readPaymentInfo(fields) {
      const refusal = verify(fields);
      if (refusal) return refusal;
      const known = basics(fields);
      if (!known) return { refused: 'malformed' };
      if (fields['RtnCode'] !== RTN_ATM_ISSUED)
        return { ...known, kind: 'failed', message: fields['RtnMsg'] ?? '' };
      const expiresAt = endOfTaipeiDay(fields['ExpireDate'] ?? '');
      const bankCode = fields['BankCode'];
      const virtualAccount = fields['vAccount'];
      if (!expiresAt || !bankCode || !virtualAccount) return { refused: 'malformed' };
      return { ...known, kind: 'atm_issued', bankCode, virtualAccount, expiresAt };
    },
  };
}
