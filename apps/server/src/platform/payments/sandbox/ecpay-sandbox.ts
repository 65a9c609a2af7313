import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/page-head-tags.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { deliverAsProvidersDo } from './sandbox-delivery.ts';
import { sandboxPage, sendSandboxNotFound, sendSandboxPage } from './sandbox-page.ts';
import { computeCheckMacValue, hasValidCheckMacValue } from '../ecpay/check-mac-value.ts';
import { ecpayDateTime, type TEcpaySettings } from '../ecpay/ecpay-adapter.ts';

export const ECPAY_SANDBOX_CHECKOUT_PATH = '/dev/payments/ecpay/checkout';
const SANDBOX_HOME = '/dev/payments';

type TTrade = {
  id: string;
  fields: Record<string, string>;
  tradeNo: string;
  state: 'open' | 'atm_issued' | 'paid' | 'failed';
  account?: { bankCode: string; virtualAccount: string; expireDate: string };
};

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/**
 * A local stand-in for ECPay's checkout, outside production only: it takes the AIO form post
 * (checking CheckMacValue and MerchantID as ECPay does), shows a payment page with pay, fail and
 * ATM buttons, and sends the notices ECPay would, signed with the merchant keys, each twice, to
 * the ReturnURL and PaymentInfoURL of the form. Trades live in memory: a restart forgets them.
 */
export function registerEcpaySandbox(
  app: FastifyInstance,
  options: { merchant: TEcpaySettings; log: FastifyBaseLogger; now: () => Date },
): void {
  const trades = new Map<string, TTrade>();

  const deliver = async (url: string | undefined, fields: Record<string, string>) => {
    if (!url) return;
    const body = new URLSearchParams({
      ...fields,
      CheckMacValue: computeCheckMacValue(fields, options.merchant),
    });
    // ECPay retries a notice until the site answers 1|OK.
    await deliverAsProvidersDo(async (attempt) => {
      const answer = await fetch(url, { method: 'POST', body })
        .then((response) => response.text())
        .catch((error: unknown) => String(error));
      if (answer === '1|OK') return true;
      options.log.warn({ url, answer, attempt }, 'payment sandbox: notice not accepted');
      return false;
    });
  };

  const notice = (trade: TTrade, rtnCode: string, rtnMsg: string, extra: Record<string, string> = {}) => ({
    MerchantID: trade.fields['MerchantID'] ?? '',
    MerchantTradeNo: trade.fields['MerchantTradeNo'] ?? '',
    StoreID: '',
    RtnCode: rtnCode,
    RtnMsg: rtnMsg,
    TradeNo: trade.tradeNo,
    TradeAmt: trade.fields['TotalAmount'] ?? '',
    PaymentType: trade.fields['ChoosePayment'] === 'ATM' ? 'ATM_TAISHIN' : 'Credit_CreditCard',
    TradeDate: ecpayDateTime(options.now()),
    SimulatePaid: '0',
    CustomField1: '',
    CustomField2: '',
    CustomField3: '',
    CustomField4: '',
    ...extra,
  });

  app.register(async (sandbox) => {
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    sandbox.addHook('onRequest', loopbackOnly);

    sandbox.get(SANDBOX_HOME, async (_request, reply) => sendSandboxPage(reply, homePage(trades)));

    sandbox.post(ECPAY_SANDBOX_CHECKOUT_PATH, async (request, reply) => {
      const fields = request.body as Record<string, string>;
      if (
        !hasValidCheckMacValue(fields, options.merchant) ||
        fields['MerchantID'] !== options.merchant.merchantId
      ) {
        return sendSandboxPage(
          reply,
          sandboxPage('CheckMacValue Error', '<p>CheckMacValue 錯誤 (10200073)</p>'),
          400,
        );
      }
      const trade: TTrade = { id: randomUUID(), fields, tradeNo: `${digits(16)}`, state: 'open' };
      trades.set(trade.id, trade);
      return reply.redirect(`${SANDBOX_HOME}/trade/${trade.id}`, 303);
    });

    sandbox.get<{ Params: { id: string } }>(`${SANDBOX_HOME}/trade/:id`, async (request, reply) => {
      const trade = trades.get(request.params.id);
      if (!trade) return sendSandboxNotFound(reply);
      return sendSandboxPage(reply, tradePage(trade));
    });

    sandbox.post<{ Params: { id: string; action: string } }>(
      `${SANDBOX_HOME}/trade/:id/:action`,
      async (request, reply) => {
        const trade = trades.get(request.params.id);
        if (!trade) return reply.code(404).send();
        const backUrl = trade.fields['ClientBackURL'] ?? SANDBOX_HOME;
        const paymentDate = ecpayDateTime(options.now());
        switch (request.params.action) {
          case 'pay':
          case 'transfer':
            trade.state = 'paid';
            await deliver(
              trade.fields['ReturnURL'],
              notice(trade, '1', '交易成功', { PaymentDate: paymentDate }),
            );
            break;
          case 'fail':
            trade.state = 'failed';
            await deliver(
              trade.fields['ReturnURL'],
              notice(trade, '10100058', '付款失敗', { PaymentDate: paymentDate }),
            );
            break;
          case 'atm': {
            const expires = new Date(
              options.now().getTime() + Number(trade.fields['ExpireDate'] ?? 3) * 86_400_000,
            );
            trade.account = {
              bankCode: '812',
              virtualAccount: digits(14),
              expireDate: ecpayDateTime(expires).slice(0, 10),
            };
            trade.state = 'atm_issued';
            await deliver(
              trade.fields['PaymentInfoURL'],
              notice(trade, '2', 'Get VirtualAccount Succeeded', {
                BankCode: trade.account.bankCode,
                vAccount: trade.account.virtualAccount,
                ExpireDate: trade.account.expireDate,
              }),
            );
            break;
          }
          default:
            return reply.code(404).send();
        }
        return reply.redirect(request.params.action === 'transfer' ? SANDBOX_HOME : backUrl, 303);
      },
    );
  });
}

function action(trade: TTrade, name: string, label: string): string {
  return `<form method="post" action="${SANDBOX_HOME}/trade/${trade.id}/${name}"><button type="submit">${label}</button></form>`;
}

function tradePage(trade: TTrade): string {
  const field = (name: string) => escapeHtml(trade.fields[name] ?? '');
  const details = `<h1>綠界科技 ECPay</h1><dl>
<dt>特店訂單編號 Order</dt><dd>${field('MerchantTradeNo')}</dd>
<dt>商品 Item</dt><dd>${field('ItemName')}</dd>
<dt>金額 Amount</dt><dd>NT$ ${field('TotalAmount')}</dd></dl>`;
  if (trade.state === 'open' && trade.fields['ChoosePayment'] === 'ATM') {
    return sandboxPage('ECPay ATM', `${details}${action(trade, 'atm', '取得虛擬帳號 Get ATM account')}`);
  }
  if (trade.state === 'open') {
    return sandboxPage(
      'ECPay',
      `${details}${action(trade, 'pay', '付款 Pay')}${action(trade, 'fail', '付款失敗 Fail')}`,
    );
  }
  return sandboxPage('ECPay', `${details}<p>交易狀態 State: ${trade.state}</p>`);
}

function homePage(trades: Map<string, TTrade>): string {
  const waiting = [...trades.values()].filter((trade) => trade.state === 'atm_issued');
  const rows = waiting
    .map(
      (trade) =>
        `<li>${escapeHtml(trade.fields['MerchantTradeNo'] ?? '')} · NT$ ${escapeHtml(trade.fields['TotalAmount'] ?? '')} · ` +
        `${trade.account?.bankCode} ${trade.account?.virtualAccount}${action(trade, 'transfer', '模擬轉帳入帳 Transfer paid')}</li>`,
    )
    .join('');
  return sandboxPage(
    'Payment sandbox',
    `<h1>ATM 待轉帳 · Awaiting transfer</h1>${rows ? `<ul>${rows}</ul>` : '<p>沒有待轉帳的交易 · None</p>'}`,
  );
}
