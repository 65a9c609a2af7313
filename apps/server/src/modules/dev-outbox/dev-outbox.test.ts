import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/platform.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createOutboxSmsSender } from '../../platform/sms/sms-sender.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { PRODUCTION_TEST_ENV } from '../../test/production-env.ts';

const { app, database, config } = await buildTestApp();
const production = await buildTestApp(PRODUCTION_TEST_ENV);

// The same outbox implementations app.ts puts in ctx.mailer and ctx.sms when no SMTP or SMS provider is set.
const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM });
const sms = createOutboxSmsSender(database.db);

describe('/dev/outbox', () => {
  it('lists mails and SMS newest first, with clickable links', async () => {
    await mailer.send({
      to: 'amy@example.com',
      subject: '請啟用您的帳號',
      text: '嗨 Amy，請在 15 分鐘內點選連結啟用帳號：\nhttp://localhost:3000/ActivateResult?token=abc123&lang=tw。\n謝謝！',
    });
    await sms.send('+886912345678', '您的驗證碼為 123456，10 分鐘內有效。');

    const json = (await app.inject('/dev/outbox.json')).json();
    expect(json.messages.map((message: { channel: string }) => message.channel)).toEqual(['sms', 'email']);
    expect(json.messages[1]).toMatchObject({
      recipient: 'amy@example.com',
      subject: '請啟用您的帳號',
      links: ['http://localhost:3000/ActivateResult?token=abc123&lang=tw'],
    });

    const page = await app.inject('/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain('<title>開發用寄件匣</title>');
    expect(html).not.toContain('<script');
    expect(html.match(/data-testid="outbox-message"/g)).toHaveLength(2);
    expect(html.indexOf('123456')).toBeLessThan(html.indexOf('amy@example.com'));
    expect(html).toContain(
      '<a href="http://localhost:3000/ActivateResult?token=abc123&amp;lang=tw">http://localhost:3000/ActivateResult?token=abc123&amp;lang=tw</a>。',
    );
  });

  it('escapes what users wrote', async () => {
    await mailer.send({
      to: 'mallory@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: '暱稱：<script>alert("hi")</script> & "quotes" \'single\'\nhttps://evil.example/"><script>x</script>',
    });
    const html = (await app.inject('/dev/outbox?recipient=mallory@example.com')).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '暱稱：&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;',
    );
    expect(html).toContain(
      '<a href="https://evil.example/">https://evil.example/</a>&quot;&gt;&lt;script&gt;',
    );
    expect(html).toContain('value="mallory@example.com"');
  });

  it('filters by recipient, ignoring case, in JSON and on the page', async () => {
    const json = (await app.inject('/dev/outbox.json?recipient=AMY@example.com')).json();
    expect(json.messages).toHaveLength(1);
    expect(json.messages[0].recipient).toBe('amy@example.com');
    const html = (await app.inject('/dev/outbox?recipient=%2B886912345678')).body;
    expect(html.match(/data-testid="outbox-message"/g)).toHaveLength(1);
    expect((await app.inject('/dev/outbox?recipient=nobody@example.com')).body).toContain('寄件匣是空的。');
  });

  it('shows the newest 100 only', async () => {
    const base = Date.now();
    await database.db.insert(outboxMessages).values(
      Array.from({ length: 105 }, (_, index) => ({
        channel: 'sms' as const,
        recipient: '+886900000000',
        bodyText: `message ${index}`,
        createdAt: new Date(base + 60_000 + index * 1000),
      })),
    );
    const messages = (await app.inject('/dev/outbox.json')).json().messages;
    expect(messages).toHaveLength(100);
    expect(messages[0].text).toBe('message 104');
    expect(messages[99].text).toBe('message 5');
  });

  it('does not exist in production', async () => {
    expect((await production.app.inject('/dev/outbox')).statusCode).toBe(404);
    expect((await production.app.inject('/dev/outbox.json')).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'POST', url: '/dev/mail', payload: {} })).statusCode).toBe(
      404,
    );
  });
});

describe('the dev tools answer only this machine', () => {
  const devTools = [
    { method: 'GET', url: '/dev/outbox' },
    { method: 'GET', url: '/dev/outbox.json' },
    { method: 'POST', url: '/dev/mail' },
  ] as const;

  it('refuses a peer on the network, even one claiming to be local through X-Forwarded-For', async () => {
    for (const { method, url } of devTools) {
      const response = await app.inject({
        method,
        url,
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error_code, url).toBe(1002);
    }
  });

  it('answers loopback peers over IPv4 and IPv6, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({
        url: '/dev/outbox.json',
        remoteAddress,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });
});
