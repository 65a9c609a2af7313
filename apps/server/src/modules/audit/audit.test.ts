import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema/auth.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, createUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-tokens.ts';
import { auditRowsAbout, readAuditLog, refusalCode, tamperings } from './audit-test-helpers.ts';
import { recordAudit } from './audit.service.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;
const db = database.db;
const expert = await createSignedInUser(testApp, { role: 'expert' });

/** A link token written as the mail flow writes it, so these tests need no mailbox. */
async function linkToken(userId: string, purpose: 'activate' | 'reset_password'): Promise<string> {
  const token = newOpaqueToken();
  const now = clock.now();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
  });
  return token;
}

function changePassword(headers: { authorization: string }, oldPassword: string, requestId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/zh-tw/User/ChangePassword',
    headers: { ...headers, 'x-forwarded-for': '203.0.113.7', 'x-request-id': requestId },
    payload: { oldPassword, newPassword: 'Another2025', confirmPassword: 'Another2025' },
  });
}

describe('the audit trail', () => {
  it('records a password change with who, role, IP and request id; a refused change leaves no record', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const refused = await changePassword(client.headers, 'Wrong0000', 'req-wrong');
    expect(refused.json().error_code).toBe(ErrorCode.WrongOldPassword);
    expect(await auditRowsAbout(db, client.id)).toEqual([]);

    expect((await changePassword(client.headers, TEST_PASSWORD, 'req-change-1')).statusCode).toBe(200);
    const page = await readAuditLog(app, expert.headers, { user: client.email });
    expect(page.totalRecords).toBe(1);
    expect(page.records[0]).toMatchObject({
      actor: { id: client.id, email: client.email, nickname: client.nickname },
      actorRole: 'client',
      action: 'account.password_changed',
      subjectType: 'user',
      subjectId: client.id,
      subjectUser: { id: client.id, email: client.email },
      ip: '203.0.113.7',
      requestId: 'req-change-1',
      details: null,
    });
    expect(page.records[0]?.occurredAt).toBe(clock.now().toISOString());
  });

  it('records activation and password reset by link as done by an anonymous caller to the account', async () => {
    const user = await createUser(database, { role: 'client', activatedAt: null });
    const activate = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/Activate',
      payload: { token: await linkToken(user.id, 'activate') },
    });
    expect(activate.statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/ResetPassword',
      payload: {
        token: await linkToken(user.id, 'reset_password'),
        password: 'Reset2025',
        confirmPassword: 'Reset2025',
      },
    });
    expect(reset.statusCode).toBe(200);
    // A spent link changes nothing, and records nothing.
    const again = await app.inject({
      method: 'POST',
      url: '/api/zh-tw/User/Activate',
      payload: { token: 'not-a-live-token' },
    });
    expect(again.statusCode).not.toBe(200);

    const rows = await auditRowsAbout(db, user.id);
    expect(rows.map((row) => [row.action, row.actorUserId, row.actorRole])).toEqual([
      ['account.activated', null, null],
      ['account.password_reset', null, null],
    ]);
    expect(rows.every((row) => row.ip && row.requestId)).toBe(true);
  });

  it('refuses to change, remove or empty a written record', async () => {
    const subject = await createUser(database, { role: 'client' });
    await recordAudit(db, {
      actor: { userId: expert.id, role: 'expert', ip: '127.0.0.1', requestId: 'req-kept' },
      action: 'account.activated',
      subjectType: 'user',
      subjectId: subject.id,
      at: clock.now(),
    });
    const [row] = await auditRowsAbout(db, subject.id);
    const tamper = tamperings(db, row!.id);
    expect(await refusalCode(tamper.update())).toBe('55000');
    expect(await refusalCode(tamper.delete())).toBe('55000');
    expect(await refusalCode(tamper.truncate())).toBe('55000');
    expect(await auditRowsAbout(db, subject.id)).toEqual([row]);
  });
});

describe('GET /expert/audit', () => {
  const url = '/api/zh-tw/expert/audit';

  it('answers 401 to an anonymous caller and 403 to a client or a counselor', async () => {
    expect((await app.inject(url)).statusCode).toBe(401);
    for (const role of ['client', 'counselor'] as const) {
      const user = await createSignedInUser(testApp, { role });
      const response = await app.inject({ url, headers: user.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
  });

  it('pages newest first and filters by account id or e-mail and by action', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const actor = { userId: client.id, role: 'client' as const, ip: '198.51.100.1', requestId: 'req' };
    const start = clock.now().getTime();
    for (let index = 0; index < 5; index += 1) {
      await recordAudit(db, {
        actor: { ...actor, requestId: `req-${index}` },
        action: index % 2 ? 'client.emergency_contact_read' : 'account.phone_verified',
        subjectType: 'user',
        subjectId: client.id,
        at: new Date(start + index * 1000),
      });
    }

    const first = await readAuditLog(app, expert.headers, { user: client.id, start_page: 0, page_size: 2 });
    expect(first.totalRecords).toBe(5);
    expect(first.records.map((record) => record.requestId)).toEqual(['req-4', 'req-3']);
    const last = await readAuditLog(app, expert.headers, { user: client.id, start_page: 2, page_size: 2 });
    expect(last.records.map((record) => record.requestId)).toEqual(['req-0']);

    const byEmail = await readAuditLog(app, expert.headers, {
      user: client.email.toUpperCase(),
      action: 'client.emergency_contact_read',
    });
    expect(byEmail.records.map((record) => record.requestId)).toEqual(['req-3', 'req-1']);
    expect(await readAuditLog(app, expert.headers, { user: 'nobody@example.test' })).toEqual({
      totalRecords: 0,
      records: [],
    });
  });

  it('refuses an unknown action or a page too large, naming the field, in the locale', async () => {
    const badAction = await app.inject({
      url: `/api/en-us/expert/audit?action=account.deleted`,
      headers: expert.headers,
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().data.fields[0].field).toBe('action');
    const tooLarge = await app.inject({ url: `${url}?page_size=1000`, headers: expert.headers });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().data.fields[0].field).toBe('page_size');
  });
});
