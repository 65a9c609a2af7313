import { CONTACT_HOURLY_LIMIT_PER_IP, type TContactMessage } from '@app/contracts/contact';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';

const { app, database, config, clock } = await buildTestApp({ SUPPORT_EMAIL: 'support@counselling.test' });

let ipSequence = 0;
/** Each test writes from an address of its own, so the per-IP limit of one does not touch another. */
const newIp = () => `198.51.100.${(ipSequence += 1)}`;

const form: TContactMessage = {
  name: '王小明',
  email: 'ming@example.com',
  subject: 'payment',
  message: '我想詢問退款的流程。',
};

function send(payload: object, options: { ip: string; locale?: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/${options.locale ?? 'zh-tw'}/Contact`,
    payload,
    remoteAddress: options.ip,
  });
}

const mailsTo = (recipient: string) => deliveredTo(database, recipient);

describe('contact form', () => {
  it('gives every message its own short reference, stored unique', async () => {
    const ip = newIp();
    const references = new Set<string>();
    for (let n = 0; n < 3; n += 1) {
      references.add((await send({ ...form, email: 'many@example.com' }, { ip })).json().data.reference);
    }
    expect(references.size).toBe(3);
    const [first] = [...references];
    await expect(
      database.db.insert(contactMessages).values({ ...form, locale: 'zh-tw', reference: first! }),
    ).rejects.toThrow();
  });

  it('keeps the message, mails it to support with reply-to the sender, and acknowledges it', async () => {
    const response = await send({ ...form, email: 'Ming@Example.com' }, { ip: newIp() });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^C-[0-9A-Z]{6}$/);

    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, reference));
    expect(stored).toMatchObject({ ...form, locale: 'zh-tw' });

    const [toSupport] = await mailsTo(config.SUPPORT_EMAIL);
    expect(toSupport).toMatchObject({ replyTo: form.email, subject: '[聯絡我們] 付款與退款：王小明' });
    expect(toSupport?.bodyText).toContain(form.message);
    expect(toSupport?.bodyText).toContain(reference);

    const [acknowledgement] = await mailsTo(form.email);
    expect(acknowledgement?.subject).toBe('我們已收到你的來信');
    expect(acknowledgement?.bodyText).toContain(reference);
    expect(acknowledgement?.bodyText).not.toContain(stored?.id);
    expect(acknowledgement?.bodyText).not.toContain(form.message);
  });

  it('quotes the sender to support as plain text in the HTML part, escaped', async () => {
    const message = '<a href="https://evil.example">點我</a>\n第二行';
    const response = await send({ ...form, email: 'html@example.com', message }, { ip: newIp() });
    const { reference } = response.json().data;
    const [toSupport] = (await mailsTo(config.SUPPORT_EMAIL)).filter((mail) =>
      mail.bodyText.includes(reference),
    );
    expect(toSupport?.bodyHtml).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;點我&lt;/a&gt;');
    expect(toSupport?.bodyHtml).not.toContain('<a href');
    expect(toSupport?.bodyText).toContain(message);
  });

  it('acknowledges in the language the sender wrote in', async () => {
    const email = 'reader@example.com';
    const response = await send({ ...form, email, subject: 'general' }, { ip: newIp(), locale: 'en-us' });
    expect(response.statusCode).toBe(200);
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement?.subject).toBe('We have received your message');
    expect(acknowledgement?.bodyText).toContain('"General question"');
  });

  it('names the faulty field in the locale', async () => {
    const zh = await send({ ...form, email: 'not-an-address' }, { ip: newIp() });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(zh.json().data.fields).toEqual([{ field: 'email', message: '欄位 email: 請輸入有效的電子郵件' }]);

    const en = await send(
      { ...form, message: 'x'.repeat(2001), subject: 'gossip' },
      { ip: newIp(), locale: 'en-us' },
    );
    expect(en.json().data.fields).toEqual(
      expect.arrayContaining([
        { field: 'subject', message: 'Field subject: Please choose a subject' },
        { field: 'message', message: 'Field message: Please enter your message (at most 2000 characters)' },
      ]),
    );
  });

  it('refuses a captcha that is sent but not solved', async () => {
    const response = await send({ ...form, captcha: 'forged' }, { ip: newIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.CaptchaFailed);
  });

  it('takes at most five messages an hour from one address', async () => {
    const ip = newIp();
    for (let n = 0; n < CONTACT_HOURLY_LIMIT_PER_IP; n += 1) {
      expect((await send(form, { ip })).statusCode).toBe(200);
    }
    const refused = await send(form, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(form, { ip: newIp() })).statusCode).toBe(200);

    clock.advance(3600_000);
    expect((await send(form, { ip })).statusCode).toBe(200);
  });
});
