import type { TContactSubject } from '@app/contracts/contact';
import type { TApiLocale } from '@app/contracts/locale';
import type { DbOrTx } from '../../db/client.ts';
import type { TOutbox } from '../../platform/jobs/outbox.ts';

export type TReceivedContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: TContactSubject;
  message: string;
  locale: TApiLocale;
};

export type TContactEvents = {
  /**
   * Forwards the message to support (answers go to the sender) and tells the sender it arrived:
   * both mails are queued in tx, the transaction that stores the message.
   */
  messageReceived(tx: DbOrTx, message: TReceivedContactMessage): Promise<void>;
};

const subjectLabels: Record<TContactSubject, Record<TApiLocale, string>> = {
  general: { 'zh-tw': '一般問題', 'zh-cn': '一般问题', 'en-us': 'General question' },
  counselling: { 'zh-tw': '諮商服務', 'zh-cn': '咨商服务', 'en-us': 'Counselling' },
  account: { 'zh-tw': '帳號與登入', 'zh-cn': '账号与登录', 'en-us': 'Account and sign-in' },
  payment: { 'zh-tw': '付款與退款', 'zh-cn': '付款与退款', 'en-us': 'Payment and refunds' },
  cooperation: { 'zh-tw': '合作提案', 'zh-cn': '合作提案', 'en-us': 'Partnership' },
};

/**
 * The acknowledgement quotes neither the sender's name nor their message: anyone can type any
 * address into the form, and a mail that repeats their text would let them send it to a stranger.
 */
const acknowledgement = (
  subject: string,
  reference: string,
): Record<TApiLocale, { subject: string; text: string }> => ({
  'zh-tw': {
    subject: '我們已收到您的來信',
    text:
      `您好：\n\n謝謝您與我們聯絡。我們已收到您關於「${subject}」的來信，客服人員會盡快以電子郵件回覆您。\n\n` +
      `案件編號：${reference}\n\n如果這不是您本人送出的，請忽略這封信。\n\n線上主題諮商 敬上`,
  },
  'zh-cn': {
    subject: '我们已收到您的来信',
    text:
      `您好：\n\n谢谢您与我们联络。我们已收到您关于“${subject}”的来信，客服人员会尽快以电子邮件回复您。\n\n` +
      `案件编号：${reference}\n\n如果这不是您本人送出的，请忽略这封信。\n\n线上主题咨商 敬上`,
  },
  'en-us': {
    subject: 'We have received your message',
    text:
      `Hello,\n\nThank you for contacting us. We have received your message about "${subject}" and our support ` +
      `team will answer you by e-mail as soon as possible.\n\nReference: ${reference}\n\n` +
      'If you did not send this, you can simply ignore this e-mail.\n\nThe Online Counselling team',
  },
});

export function createContactEvents(deps: { outbox: TOutbox; supportEmail: string }): TContactEvents {
  return {
    async messageReceived(tx, message) {
      const mailer = deps.outbox.mailer(tx);
      const label = subjectLabels[message.subject];
      await mailer.send({
        to: deps.supportEmail,
        replyTo: message.email,
        subject: `[聯絡我們] ${label['zh-tw']}：${message.name}`,
        text:
          `姓名：${message.name}\n電子郵件：${message.email}\n主旨類別：${label['zh-tw']}\n` +
          `語言：${message.locale}\n案件編號：${message.id}\n\n${message.message}`,
      });
      const ack = acknowledgement(label[message.locale], message.id)[message.locale];
      await mailer.send({ to: message.email, subject: ack.subject, text: ack.text });
    },
  };
}
