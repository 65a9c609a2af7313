import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/test-users.ts';
import { auditRowsAbout, refusalCode, tamperings } from './audit-test-helpers.ts';
import { recordAudit } from './audit.service.ts';

// Runs only on a real PostgreSQL server (project server-pg): the trigger of migration
// 0003_audit_log_append_only must hold there as it does on PGlite.
const { database, clock } = await buildTestApp();
const db = database.db;

describe('audit_log on PostgreSQL', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, through the app and through a plain SQL session', async () => {
    const subject = await createUser(database, { role: 'client' });
    await recordAudit(db, {
      actor: { userId: null, role: null, ip: '127.0.0.1', requestId: 'req-pg' },
      action: 'account.password_reset',
      subjectType: 'user',
      subjectId: subject.id,
      at: clock.now(),
    });
    const [row] = await auditRowsAbout(db, subject.id);
    const tamper = tamperings(db, row!.id);
    expect(await refusalCode(tamper.update())).toBe('55000');
    expect(await refusalCode(tamper.delete())).toBe('55000');
    expect(await refusalCode(tamper.truncate())).toBe('55000');

    // The same refusal for anyone with a connection, not only for the app's query builder.
    const result = await db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
    const url = new URL(process.env['TEST_DATABASE_URL'] ?? '');
    url.pathname = `/${name}`;
    const session = new pg.Client({ connectionString: url.toString() });
    await session.connect();
    try {
      expect(await refusalCode(session.query('delete from audit_log'))).toBe('55000');
      expect(await refusalCode(session.query(`update audit_log set ip = '0.0.0.0'`))).toBe('55000');
    } finally {
      await session.end();
    }
    expect(await auditRowsAbout(db, subject.id)).toEqual([row]);
  });
});
