import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { authMaintenanceQueue } from './auth.maintenance.ts';
import { USED_ACCOUNT_TOKEN_RETENTION_MS } from './auth.repo.ts';
import {
  createUser,
  linkTokenFromMail,
  mailsTo,
  PASSWORD,
  post,
  signIn,
  solveCaptcha,
  uniqueEmail,
} from './auth-test-helpers.ts';

const { app, database, clock, config } = await buildTestApp({ PUBLIC_URL: 'https://counselling.example.tw' });

const MINUTE = 60_000;

async function register(
  fields: Record<string, unknown> = {},
  locale = 'zh-tw',
  headers: Record<string, string> = {},
) {
  const body = {
    email: uniqueEmail('new'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    nickname: '小安',
    agreeTerms: true,
    captcha: await solveCaptcha(app),
    ...fields,
  };
  return post(app, `/api/${locale}/User/Register`, body, { headers });
}

const activate = (token: string) => post(app, '/api/zh-tw/User/Activate', { token });
const resend = (email: string) => post(app, '/api/zh-tw/User/ResendActivation', { email });

describe('registration → activation → sign-in', () => {
  it('registers an inactive client, mails a 15-minute link, and activates it', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await register({ email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error_code: 0,
      message: '成功',
      data: { email: email.toLowerCase(), activationMailSent: true },
    });

    const [mail] = await mailsTo(database, email.toLowerCase());
    expect(mail?.subject).toBe('請啟用你的帳號 / Please activate your account');
    expect(mail?.bodyText).toContain('小安 你好');
    expect(mail?.bodyText).toContain('15 分鐘');
    expect(mail?.bodyText.indexOf('小安 你好')).toBeLessThan(mail?.bodyText.indexOf('Hello 小安') ?? 0);
    expect(mail?.bodyText).toMatch(
      /https:\/\/counselling\.example\.tw\/ActivateResult\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(mail?.bodyHtml).toContain('href="https://counselling.example.tw/ActivateResult?token=');

    const before = await signIn(app, email);
    expect(before.json().error_code).toBe(ErrorCode.AccountNotActivated);

    const token = await linkTokenFromMail(database, email.toLowerCase(), '/ActivateResult');
    const activated = await activate(token);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().error_code).toBe(0);

    const after = await signIn(app, email);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.role).toBe('client');
    const profile = await app.inject({
      url: '/api/zh-tw/client?isNewVersion=true',
      headers: { authorization: `Bearer ${after.json().data.access_token}` },
    });
    expect(profile.json().data).toMatchObject({ nickName: '小安', email: email.toLowerCase() });
  });

  it('writes the mail in English first for the en-us locale', async () => {
    const email = uniqueEmail();
    await register({ email }, 'en-us');
    const [mail] = await mailsTo(database, email);
    expect(mail?.subject).toBe('Please activate your account / 請啟用你的帳號');
    expect(mail?.bodyText.startsWith('Hello 小安,')).toBe(true);
  });

  it('escapes what the person typed in the HTML part and keeps it as typed in the text part', async () => {
    const email = uniqueEmail();
    const nickname = '<img src=x onerror=alert(1)>&';
    await register({ email, nickname });
    const [mail] = await mailsTo(database, email);
    expect(mail?.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;&amp; 你好');
    expect(mail?.bodyHtml).not.toContain('<img');
    expect(mail?.bodyText).toContain(`${nickname} 你好：`);
    expect(mail?.bodyText).toContain('線上主題諮商 敬上');
    expect(mail?.bodyText).toContain('The Online Topic Counseling team');
    expect(mail?.bodyText).not.toContain('<p>');
  });

  it('uses an activation link once; opened again, it says the account is already active', async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = await linkTokenFromMail(database, email, '/ActivateResult');
    expect((await activate(token)).statusCode).toBe(200);
    const again = await activate(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: ErrorCode.AlreadyActivated,
      message: '此帳號已經啟用，請直接登入',
    });
  });

  it('still recognises a used activation link after maintenance, until its retention ends', async () => {
    const email = uniqueEmail();
    await register({ email });
    const token = await linkTokenFromMail(database, email, '/ActivateResult');
    await activate(token);
    clock.advance(24 * 3600 * 1000);
    await runJobNow(database, authMaintenanceQueue);
    expect((await activate(token)).json().error_code).toBe(ErrorCode.AlreadyActivated);
    clock.advance(USED_ACCOUNT_TOKEN_RETENTION_MS);
    await runJobNow(database, authMaintenanceQueue);
    expect((await activate(token)).json().error_code).toBe(ErrorCode.ActivationLinkInvalid);
  });

  it('refuses an activation link after 15 minutes; a resent link works and the old one stays dead', async () => {
    const email = uniqueEmail();
    await register({ email });
    const expired = await linkTokenFromMail(database, email, '/ActivateResult');
    clock.advance(15 * MINUTE + 1000);
    expect((await activate(expired)).json().error_code).toBe(ErrorCode.ActivationLinkInvalid);

    expect((await resend(email)).json()).toEqual({ error_code: 0, message: '成功', data: null });
    const fresh = await linkTokenFromMail(database, email, '/ActivateResult');
    expect(fresh).not.toBe(expired);
    expect((await activate(expired)).json().error_code).toBe(ErrorCode.ActivationLinkInvalid);
    expect((await activate(fresh)).statusCode).toBe(200);
    expect((await signIn(app, email)).statusCode).toBe(200);
  });

  it('invalidates an unused link when a new one is sent', async () => {
    const email = uniqueEmail();
    await register({ email });
    const first = await linkTokenFromMail(database, email, '/ActivateResult');
    await resend(email);
    const second = await linkTokenFromMail(database, email, '/ActivateResult');
    expect((await activate(first)).json().error_code).toBe(ErrorCode.ActivationLinkInvalid);
    expect((await activate(second)).statusCode).toBe(200);
  });

  it('refuses an unknown activation token', async () => {
    expect((await activate('made-up-token')).json().error_code).toBe(ErrorCode.ActivationLinkInvalid);
  });
});

describe('registration refusals', () => {
  it('answers 2007 (409) for an e-mail already registered, whatever its case', async () => {
    const user = await createUser(database);
    const response = await register({ email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_code: ErrorCode.EmailTaken,
      message: '此電子郵件已經註冊過了',
    });
    expect(await mailsTo(database, user.email)).toHaveLength(0);
  });

  it('names each field that breaks a rule (1000)', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'different',
      nickname: '',
      agreeTerms: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    const fields = response.json().data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'nickname', 'agreeTerms']));
  });

  it('accepts any characters under the rule: symbols, spaces and Chinese', async () => {
    for (const password of ['Passw0rd!', '密碼abc12345', 'calm river 2025']) {
      const response = await register({ password, confirmPassword: password });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a common password, naming the field in the locale, and creates no account', async () => {
    const email = uniqueEmail('common');
    const response = await register({ email, password: 'password1', confirmPassword: 'password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(response.json().data.fields).toEqual([
      { field: 'password', message: '欄位 password: 這個密碼太常見，很容易被猜到，請換一個' },
    ]);
    const english = await register({ password: 'Qwerty123', confirmPassword: 'Qwerty123' }, 'en-us');
    expect(english.json().message).toBe(
      'Some fields are not filled in correctly: ' +
        'Field password: This password is too common and easy to guess, please choose another',
    );
    expect(await mailsTo(database, email)).toHaveLength(0);
  });

  it('answers 2008 for a missing, forged or tampered captcha, and creates no account', async () => {
    const email = uniqueEmail();
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      'base64',
    );
    for (const captcha of ['not-base64-json', forged]) {
      const response = await register({ email, captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.CaptchaFailed);
    }
    const solved = JSON.parse(Buffer.from(await solveCaptcha(app), 'base64').toString());
    solved.solution.derivedKey = '00'.repeat(32);
    const tampered = await register({
      email,
      captcha: Buffer.from(JSON.stringify(solved)).toString('base64'),
    });
    expect(tampered.json().error_code).toBe(ErrorCode.CaptchaFailed);
    expect((await register({ email, captcha: '' })).json().error_code).toBe(ErrorCode.ValidationFailed);

    expect((await signIn(app, email)).json().error_code).toBe(ErrorCode.InvalidCredentials);
  });

  it('accepts a solved captcha once: a replay is refused', async () => {
    const captcha = await solveCaptcha(app);
    expect((await register({ captcha })).statusCode).toBe(200);
    const replay = await register({ captcha });
    expect(replay.json().error_code).toBe(ErrorCode.CaptchaFailed);
  });

  it('refuses a captcha solved after its challenge expired (10 minutes)', async () => {
    const captcha = await solveCaptcha(app);
    clock.advance(10 * MINUTE + 1000);
    expect((await register({ captcha })).json().error_code).toBe(ErrorCode.CaptchaFailed);
  });

  it('limits registrations to 5 per IP per hour (429 with Retry-After)', async () => {
    const ip = '203.0.113.7';
    clock.set(new Date(Math.ceil(clock.now().getTime() / (60 * MINUTE)) * 60 * MINUTE + MINUTE));
    for (let i = 0; i < 5; i++) {
      expect((await register({}, 'zh-tw', { 'x-forwarded-for': ip })).statusCode).toBe(200);
    }
    const limited = await register({}, 'zh-tw', { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_code).toBe(ErrorCode.RateLimited);
    expect(Number(limited.headers['retry-after'])).toBe(59 * 60);
    expect((await register({}, 'zh-tw', { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });
});

describe('POST /User/ResendActivation', () => {
  it('answers success for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await resend(email)).json()).toEqual({ error_code: 0, message: '成功', data: null });
    expect(await mailsTo(database, email)).toHaveLength(0);
  });

  it('answers the same for an active account, whose owner is told by mail that it is active', async () => {
    const user = await createUser(database);
    expect((await resend(user.email)).json()).toEqual({ error_code: 0, message: '成功', data: null });
    const [mail] = await mailsTo(database, user.email);
    expect(mail?.subject).toBe('你的帳號已經啟用 / Your account is already active');
    expect(mail?.bodyText).toContain(`${config.PUBLIC_URL}/signin`);
    expect(mail?.bodyText).not.toContain('token=');
  });

  it('sends at most 3 mails per address in 15 minutes', async () => {
    const email = uniqueEmail();
    await register({ email });
    clock.set(new Date(Math.ceil(clock.now().getTime() / (15 * MINUTE)) * 15 * MINUTE));
    for (let i = 0; i < 3; i++) expect((await resend(email)).statusCode).toBe(200);
    const limited = await resend(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect(await mailsTo(database, email)).toHaveLength(4);
  });
});

describe('the captcha endpoints', () => {
  it('names ALTCHA and the challenge URL of the locale', async () => {
    const response = await app.inject('/api/en-us/captcha/config');
    expect(response.json()).toEqual({
      error_code: 0,
      message: 'Success',
      data: { kind: 'altcha', challengeUrl: '/api/en-us/captcha/challenge' },
    });
  });

  it('hands out signed PBKDF2 challenges the widget can solve, each different', async () => {
    const [one, two] = await Promise.all([
      app.inject('/api/zh-tw/captcha/challenge'),
      app.inject('/api/zh-tw/captcha/challenge'),
    ]);
    const challenge = one.json().data;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(two.json().data.signature).not.toBe(challenge.signature);
  });
});
