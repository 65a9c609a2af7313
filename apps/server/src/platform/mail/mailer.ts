import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/platform.ts';

/** A file a mail carries, as text (a calendar invitation). */
export type TMailAttachment = { filename: string; contentType: string; content: string };

/** replyTo: where answers go when not to MAIL_FROM (e.g. a contact form's sender). */
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: TMailAttachment[];
};

export type TMailer = { send(mail: TMail): Promise<void> };

/** Real mail through SMTP when SMTP_URL is set; otherwise the outbox table (read at /dev/outbox). */
export function createMailer(options: { db: Db; smtpUrl: string | undefined; from: string }): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(outboxMessages).values({
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html ?? null,
        replyTo: mail.replyTo ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      });
    },
  };
}
