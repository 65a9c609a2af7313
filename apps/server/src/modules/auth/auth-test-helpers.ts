import { randomBytes, randomInt } from 'node:crypto';
import type { TRole } from '@app/contracts/enums';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import { deliveredTo } from '../../test/outbox-delivery.ts';

/** Helpers for the auth API tests: accounts made directly, requests as a user would send them. */

export const PASSWORD = 'Quiet-lake-42';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.test`;

/** Each test uses addresses of its own, so the per-IP limits of one test never touch another. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function createUser(
  database: TDatabase,
  options: { email?: string; password?: string; role?: TRole; activated?: boolean; now?: Date } = {},
) {
  const email = options.email ?? uniqueEmail();
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      role: options.role ?? 'client',
      nickname: 'Tester',
      activatedAt: options.activated === false ? null : (options.now ?? new Date()),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email, password: options.password ?? PASSWORD };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    ...options,
    headers: { 'x-forwarded-for': randomIp(), ...options.headers },
  });
}

export function signIn(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return post(app, '/api/zh-tw/jwt', { grant_type: 0, username, password, ...extra }, { headers });
}

export type TSignedIn = { accessToken: string; refreshToken: string };

export async function signInOk(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<TSignedIn> {
  const response = await signIn(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const data = response.json().data;
  return { accessToken: data.access_token, refreshToken: data.refresh_token };
}

export function refresh(
  app: FastifyInstance,
  refreshToken: string | undefined,
  extra: Record<string, unknown> = {},
) {
  return post(app, '/api/zh-tw/jwt', { grant_type: 9, refresh_token: refreshToken, ...extra });
}

/** A call behind the bearer check: 401 when the token is refused. Logout is the protected route we own. */
export function logoutWith(app: FastifyInstance, accessToken: string) {
  return post(app, '/api/zh-tw/User/Logout', {}, { headers: { authorization: `Bearer ${accessToken}` } });
}

/**
 * Whether a token passes the bearer check, without side effects: ChangePassword with an empty
 * body answers 400 (validation) once signed in, and 401 before that.
 */
export async function isAccepted(app: FastifyInstance, accessToken: string): Promise<boolean> {
  const response = await post(
    app,
    '/api/zh-tw/User/ChangePassword',
    {},
    {
      headers: { authorization: `Bearer ${accessToken}` },
    },
  );
  if (response.statusCode !== 400 && response.statusCode !== 401)
    throw new Error(`unexpected ${response.statusCode}`);
  return response.statusCode === 400;
}

/** Fetches a challenge and solves it as the altcha widget does, returning the widget's payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject('/api/zh-tw/captcha/challenge');
  const challenge = response.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** Mails to the address, newest first, once the queued ones are delivered. */
export function mailsTo(database: TDatabase, email: string) {
  return deliveredTo(database, email);
}

/** The token of the link in the newest mail to the address whose URL has the given path. */
export async function linkTokenFromMail(database: TDatabase, email: string, path: string): Promise<string> {
  const [mail] = await mailsTo(database, email);
  const escaped = path.replace(/[/?]/g, '\\$&');
  const match = mail?.bodyText.match(new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${email}`);
  return match[1];
}
