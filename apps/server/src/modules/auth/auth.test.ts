import { ErrorCode } from '@app/contracts/error-codes';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../platform/auth/access-token.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import {
  createUser,
  isAccepted,
  logoutWith,
  PASSWORD,
  post,
  refresh,
  signIn,
  signInOk,
} from './auth-test-helpers.ts';

const JWT_SECRET = 'a-test-signing-secret-of-at-least-32-chars';
const testApp = await buildTestApp({ JWT_SECRET });
const { app, database, clock, config } = testApp;
const { services } = await createTestServices(testApp);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function claimsOf(accessToken: string): { sub: string; sid: string; role: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

describe('POST /jwt grant_type 0 (e-mail and password)', () => {
  it('signs in with e-mail and password and answers the tokens and the role', async () => {
    const user = await createUser(database, { role: 'counselor' });
    const response = await signIn(app, `  ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ error_code: 0, message: '成功' });
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 3600, role: 'counselor' });
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isAccepted(app, body.data.access_token)).toBe(true);
  });

  it('answers 2001 with one message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(database);
    const wrong = await signIn(app, user.email, 'Wrong1234');
    const unknown = await signIn(app, 'nobody@example.test', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error_code: ErrorCode.InvalidCredentials,
      message: '登入失敗：帳號或密碼不正確',
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 2002 for an account not yet activated, after a correct password only', async () => {
    const user = await createUser(database, { activated: false });
    const response = await signIn(app, user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe(ErrorCode.AccountNotActivated);
    expect((await signIn(app, user.email, 'Wrong1234')).json().error_code).toBe(ErrorCode.InvalidCredentials);
  });

  it('answers 2003 for a disabled account', async () => {
    const user = await createUser(database);
    await services.auth.disableAccount(user.id);
    const response = await signIn(app, user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe(ErrorCode.AccountDisabled);
  });

  it.each([1, 2, 3, 4])('answers 2004 "not enabled" for social grant_type %i', async (grantType) => {
    const response = await post(app, '/api/zh-tw/jwt', {
      grant_type: grantType,
      access_token: 'provider-token',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_code).toBe(ErrorCode.GrantTypeNotEnabled);
    const english = await post(app, '/api/en-us/jwt', { grant_type: grantType });
    expect(english.json().message).toMatch(/not enabled/);
  });

  it('answers 1000 naming the missing fields, and refuses unknown grant types', async () => {
    const missing = await post(app, '/api/zh-tw/jwt', { grant_type: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_code).toBe(ErrorCode.ValidationFailed);
    const fields = missing.json().data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
    expect((await post(app, '/api/zh-tw/jwt', { grant_type: 5 })).statusCode).toBe(400);
    expect(
      (await post(app, '/api/zh-tw/jwt', { grant_type: '0', username: 'x@example.test' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /jwt grant_type 9 (refresh)', () => {
  it('rotates the refresh token: the new one works, the spent one no longer does', async () => {
    const user = await createUser(database);
    const first = await signInOk(app, user.email);
    const rotated = await refresh(app, first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const data = rotated.json().data;
    expect(data.refresh_token).not.toBe(first.refreshToken);
    expect(data.role).toBe('client');
    expect(claimsOf(data.access_token).sid).toBe(claimsOf(first.accessToken).sid);
    expect((await refresh(app, data.refresh_token)).statusCode).toBe(200);
  });

  it('treats a spent refresh token as stolen: the whole session ends (2006)', async () => {
    const user = await createUser(database);
    const first = await signInOk(app, user.email);
    const second = (await refresh(app, first.refreshToken)).json().data;

    const reused = await refresh(app, first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error_code).toBe(ErrorCode.RefreshTokenReused);

    expect((await refresh(app, second.refresh_token)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    expect(await isAccepted(app, second.access_token)).toBe(false);
    expect(await isAccepted(app, first.accessToken)).toBe(false);
  });

  it('answers 2005 for an unknown or missing refresh token', async () => {
    const unknown = await refresh(app, 'not-a-token-we-ever-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    expect((await refresh(app, undefined)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
  });

  it('accepts the current access token as refresh_token (the spec client) without rotating', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    clock.advance(50 * MINUTE);
    const response = await refresh(app, session.accessToken);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.refresh_token).toBeNull();
    expect(claimsOf(data.access_token).sid).toBe(claimsOf(session.accessToken).sid);

    clock.advance(30 * MINUTE);
    // The first access token has expired; the one it was exchanged for has not.
    expect(await isAccepted(app, session.accessToken)).toBe(false);
    expect(await isAccepted(app, data.access_token)).toBe(true);
    expect((await refresh(app, session.accessToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    // The refresh token was not rotated by that exchange.
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an access token of an ended session as refresh_token', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    await logoutWith(app, session.accessToken);
    expect((await refresh(app, session.accessToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
  });

  it('ends a session 30 days after sign-in however often it is refreshed', async () => {
    const user = await createUser(database);
    let { refreshToken } = await signInOk(app, user.email);
    for (let week = 1; week <= 4; week++) {
      clock.advance(7 * DAY);
      const response = await refresh(app, refreshToken);
      expect(response.statusCode).toBe(200);
      refreshToken = response.json().data.refresh_token;
    }
    clock.advance(3 * DAY);
    expect((await refresh(app, refreshToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
  });
});

describe('the web app refresh cookie (isFromWeb)', () => {
  it('sets an httpOnly, Secure, SameSite=Strict cookie on /api and answers refresh_token null', async () => {
    const user = await createUser(database);
    const response = await signIn(app, user.email, PASSWORD, { isFromWeb: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.refresh_token).toBeNull();
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('refreshes from the cookie, rotates it, and shortens Max-Age to the session rest', async () => {
    const user = await createUser(database);
    const signedIn = await signIn(app, user.email, PASSWORD, { isFromWeb: 'true' });
    const first = signedIn.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    clock.advance(DAY);

    const response = await post(
      app,
      '/api/en-us/jwt',
      { grant_type: 9, isFromWeb: true },
      { cookies: { refresh_token: first } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.refresh_token).toBeNull();
    const next = response.cookies.find((c) => c.name === 'refresh_token');
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next?.value).not.toBe(first);
    expect(next?.maxAge).toBe(29 * 24 * 60 * 60);

    const replayed = await post(
      app,
      '/api/zh-tw/jwt',
      { grant_type: 9, isFromWeb: true },
      { cookies: { refresh_token: first } },
    );
    expect(replayed.json().error_code).toBe(ErrorCode.RefreshTokenReused);
  });
});

describe('bearer tokens on a protected route', () => {
  const tokensWith = (overrides: { secret?: string; issuer?: string; audience?: string }) =>
    createAccessTokens({
      secret: overrides.secret ?? JWT_SECRET,
      issuer: overrides.issuer ?? config.JWT_ISSUER,
      audience: overrides.audience ?? config.JWT_AUDIENCE,
    });

  async function liveSession() {
    const user = await createUser(database);
    const { accessToken } = await signInOk(app, user.email);
    const claims = claimsOf(accessToken);
    return { accessToken, claims: { userId: claims.sub, role: 'client' as const, sessionId: claims.sid } };
  }

  it('accepts a valid token of a live session', async () => {
    const { claims } = await liveSession();
    expect(await isAccepted(app, await tokensWith({}).sign(claims, clock.now()))).toBe(true);
  });

  it('refuses an expired token (401 with error 1001)', async () => {
    const { accessToken } = await liveSession();
    clock.advance(61 * MINUTE);
    const response = await logoutWith(app, accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: ErrorCode.Unauthenticated, message: '請先登入' });
  });

  it('refuses a token that is not valid yet', async () => {
    const { claims } = await liveSession();
    const future = await tokensWith({}).sign(claims, new Date(clock.now().getTime() + 10 * MINUTE));
    expect(await isAccepted(app, future)).toBe(false);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const { claims } = await liveSession();
    expect(
      await isAccepted(app, await tokensWith({ audience: 'another-api' }).sign(claims, clock.now())),
    ).toBe(false);
    expect(
      await isAccepted(app, await tokensWith({ issuer: 'someone-else' }).sign(claims, clock.now())),
    ).toBe(false);
  });

  it('refuses a wrongly signed token and an unsigned (alg none) one', async () => {
    const { claims, accessToken } = await liveSession();
    const forged = await tokensWith({ secret: 'another-secret-that-is-32-chars-long!!' }).sign(
      claims,
      clock.now(),
    );
    expect(await isAccepted(app, forged)).toBe(false);

    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect(await isAccepted(app, `${header}.${payload}.`)).toBe(false);

    const hs512 = await new SignJWT({ role: 'client', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .setSubject(claims.userId)
      .setIssuer(config.JWT_ISSUER)
      .setAudience(config.JWT_AUDIENCE)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setNotBefore(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect(await isAccepted(app, hs512)).toBe(false);
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await post(app, '/api/zh-tw/User/Logout', {})).statusCode).toBe(401);
    expect(await isAccepted(app, 'garbage')).toBe(false);
  });
});

describe('POST /User/Logout', () => {
  it('ends the session: its access token gets 401, its refresh token is refused, the cookie is cleared', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    const other = await signInOk(app, user.email);

    const response = await logoutWith(app, session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error_code: 0, message: '成功', data: null });
    const cleared = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cleared).toMatchObject({ value: '', path: '/api' });

    expect((await logoutWith(app, session.accessToken)).statusCode).toBe(401);
    expect((await refresh(app, session.refreshToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    expect(await isAccepted(app, other.accessToken)).toBe(true);
  });
});

describe('POST /User/ChangePassword', () => {
  const changePassword = (accessToken: string, body: object) =>
    post(app, '/api/zh-tw/User/ChangePassword', body, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('answers 0, keeps this session and ends every other one', async () => {
    const user = await createUser(database);
    const current = await signInOk(app, user.email);
    const other = await signInOk(app, user.email);

    const response = await changePassword(current.accessToken, {
      oldPassword: PASSWORD,
      newPassword: 'NewPass456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().error_code).toBe(0);

    expect(await isAccepted(app, current.accessToken)).toBe(true);
    expect((await refresh(app, current.refreshToken)).statusCode).toBe(200);
    expect(await isAccepted(app, other.accessToken)).toBe(false);
    expect((await refresh(app, other.refreshToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);

    expect((await signIn(app, user.email, PASSWORD)).json().error_code).toBe(ErrorCode.InvalidCredentials);
    expect((await signIn(app, user.email, 'NewPass456')).statusCode).toBe(200);
  });

  it('answers 441 (HTTP 422) for a wrong old password and changes nothing', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    const response = await changePassword(session.accessToken, {
      oldPassword: 'Wrong1234',
      newPassword: 'NewPass456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error_code: 441, message: '舊密碼不正確', data: null });
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers another error_code (1000) for a new password that breaks the rule', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    const response = await changePassword(session.accessToken, {
      oldPassword: PASSWORD,
      newPassword: 'onlyletters',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(response.json().data.fields[0].field).toBe('newPassword');
  });

  it('refuses a common new password (1000, naming newPassword) and keeps the old one', async () => {
    const user = await createUser(database);
    const session = await signInOk(app, user.email);
    const response = await changePassword(session.accessToken, {
      oldPassword: PASSWORD,
      newPassword: 'password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { field: 'newPassword', message: '欄位 newPassword: 這個密碼太常見，很容易被猜到，請換一個' },
    ]);
    expect((await signIn(app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await post(app, '/api/zh-tw/User/ChangePassword', {
      oldPassword: PASSWORD,
      newPassword: 'NewPass456',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('disableAccount', () => {
  it('ends every session of the account at once and refuses sign-in', async () => {
    const user = await createUser(database);
    const one = await signInOk(app, user.email);
    const two = await signInOk(app, user.email);

    await services.auth.disableAccount(user.id);

    expect(await isAccepted(app, one.accessToken)).toBe(false);
    expect(await isAccepted(app, two.accessToken)).toBe(false);
    expect((await refresh(app, two.refreshToken)).json().error_code).toBe(ErrorCode.RefreshTokenInvalid);
    expect((await signIn(app, user.email)).json().error_code).toBe(ErrorCode.AccountDisabled);
  });
});
