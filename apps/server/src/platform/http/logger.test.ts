import { Writable } from 'node:stream';
import { ErrorCode } from '@app/contracts/error-codes';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { users } from '../../db/schema/accounts.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { registerErrorHandler } from './error-handler.ts';
import { loggerOptions } from './logger.ts';

const database = await openTestDatabase();
await migrateDatabase(database);
afterAll(() => database.close());

/** A server logging as the real one does, into `lines`. */
function loggingServer(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const app = Fastify({ logger: { ...loggerOptions(config), stream } });
  registerErrorHandler(app);
  // An insert the database refuses (e-mail not lower-case), carrying a password hash.
  app.post('/sign-up', async (request) => {
    const { password } = request.body as { password: string };
    await database.db.insert(users).values({
      email: 'Upper@Case.test',
      passwordHash: await hashPassword(password),
      role: 'client',
      nickname: 'n',
    });
    return { ok: true };
  });
  // A careless log call that names a body's secrets.
  app.post('/careless', async (request) => {
    request.log.warn({ body: request.body }, 'unusual request');
    return { ok: true };
  });
  return app;
}

describe('logs', () => {
  it('keep neither query parameters (a password hash), the password nor the bearer token of a failed insert', async () => {
    const lines: string[] = [];
    const app = loggingServer(lines);
    const password = 'Secret-Passw0rd-123';
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    const response = await app.inject({
      method: 'POST',
      url: '/sign-up',
      headers: { authorization: `Bearer ${token}`, cookie: `refresh_token=${token}` },
      payload: { password },
    });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json().error_code).toBe(ErrorCode.Internal);
    const output = lines.join('');
    // The failure is still there to read, with its request id and the database's reason.
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.reqId).toBeTruthy();
    expect(failure?.err.cause.code).toBe('23514');
    expect(output).toContain('users_email_lower');
    expect(output).not.toMatch(/\$argon2id\$/);
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
  });

  it('redact passwords and tokens a log call names', async () => {
    const lines: string[] = [];
    const app = loggingServer(lines);
    const secrets = {
      password: 'Secret-Passw0rd-123',
      refresh_token: 'opaque-refresh-token-value',
      token: 'link-token-value',
    };
    await app.inject({
      method: 'POST',
      url: '/careless',
      payload: { ...secrets, email: 'someone@example.test' },
    });
    await app.close();

    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unusual request');
    expect(entry?.body).toEqual({
      password: '[redacted]',
      refresh_token: '[redacted]',
      token: '[redacted]',
      email: 'someone@example.test',
    });
    for (const secret of Object.values(secrets)) expect(lines.join('')).not.toContain(secret);
  });
});
