import { CourseStatus, type TCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientProfiles, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authSessions } from '../../db/schema/auth.ts';
import { sealEmergencyContact } from '../accounts/emergency-contact.ts';
import { auditRowsAbout, readAuditLog } from '../audit/audit-test-helpers.ts';
import { listenOnFreePort } from '../../test/badge-hub-client.ts';
import { buildTestApp, testFieldCipher, testFieldKeys } from '../../test/build-test-app.ts';
import { enterRoom, insertRoomCourse } from '../../test/room-client.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp({ FIELD_ENCRYPTION_KEYS: testFieldKeys() });
const { app, database, clock } = testApp;
const db = database.db;
const cipher = testFieldCipher(testApp);
const baseUrl = await listenOnFreePort(app);
const expert = await createSignedInUser(testApp, { role: 'expert' });
const MINUTE = 60_000;

const CONTACT = { name: '王大明', phone: '+886223456789' };
const SIGN_IN_ADDRESS = '203.0.113.7';
/** Phones are unique: each client gets the next one. */
let phoneNumber = 900_100_000;

/**
 * A client with a phone, an encrypted emergency contact and a sign-in from SIGN_IN_ADDRESS; their
 * counselor; and a course between them starting `startsInMinutes` from the test clock's now.
 */
async function course(options: { startsInMinutes?: number; status?: TCourseStatus } = {}) {
  const client = await createSignedInUser(testApp, { role: 'client' });
  const counselor = await createSignedInUser(testApp, { role: 'counselor' });
  phoneNumber += 1;
  const clientPhone = `+886${phoneNumber}`;
  await db.update(users).set({ phone: clientPhone }).where(eq(users.id, client.id));
  await db
    .update(clientProfiles)
    .set(sealEmergencyContact(cipher, client.id, CONTACT))
    .where(eq(clientProfiles.userId, client.id));
  await db.update(authSessions).set({ ip: SIGN_IN_ADDRESS }).where(eq(authSessions.userId, client.id));
  const courseId = await insertRoomCourse(database, {
    clientId: client.id,
    counselorId: counselor.id,
    startsAt: new Date(clock.now().getTime() + (options.startsInMinutes ?? 5) * MINUTE),
    ...(options.status === undefined ? {} : { status: options.status }),
  });
  return { client, counselor, courseId, clientPhone };
}

function getSosInfo(headers: { authorization?: string }, query: string, locale = 'zh-tw') {
  return app.inject({ url: `/api/${locale}/Client/GetSOSInfo${query}`, headers });
}

describe('GET /Client/GetSOSInfo', () => {
  it("gives the course's counselor the client's SOS info during the session, and records the read", async () => {
    const { client, counselor, courseId, clientPhone } = await course();
    const response = await getSosInfo(counselor.headers, `?id=${courseId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      error_code: ErrorCode.Success,
      data: {
        name: client.nickname,
        phone: clientPhone,
        // Not in the room yet: the address of their latest sign-in.
        ip: SIGN_IN_ADDRESS,
        emergencyContact: CONTACT,
      },
    });

    const rows = await auditRowsAbout(db, courseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'course.sos_info_read',
      actorUserId: counselor.id,
      actorRole: 'counselor',
      subjectType: 'course',
      subjectId: courseId,
      details: { client: client.id },
    });
    // The trail says who looked, not what they saw.
    const stored = JSON.stringify(rows);
    for (const personal of [CONTACT.name, CONTACT.phone, clientPhone, SIGN_IN_ADDRESS]) {
      expect(stored).not.toContain(personal);
    }
    const page = await readAuditLog(app, expert.headers, {
      action: 'course.sos_info_read',
      user: counselor.id,
    });
    expect(page.records).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: counselor.id }), subjectId: courseId }),
    ]);
  });

  it("answers the address of the client's latest connection to the room, behind the trusted proxy", async () => {
    const { client, counselor, courseId } = await course();
    // The test app trusts proxies (TRUST_PROXY=true), as Fastify does for HTTP requests.
    await enterRoom(baseUrl, {
      ...client.headers,
      courseId,
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    clock.advance(1000);
    await enterRoom(baseUrl, {
      ...client.headers,
      courseId,
      headers: { 'x-forwarded-for': '198.51.100.42' },
    });
    const response = await getSosInfo(counselor.headers, `?id=${courseId}`);
    expect(response.json().data.ip).toBe('198.51.100.42');
  });

  it('refuses the client, another counselor, an expert and a stranger, recording nothing', async () => {
    const { client, courseId } = await course();
    const other = await course();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    for (const headers of [client.headers, other.counselor.headers, expert.headers, stranger.headers]) {
      const response = await getSosInfo(headers, `?id=${courseId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error_code: ErrorCode.SosInfoUnavailable,
        message: '只有本次諮商的諮商師，能在諮商進行期間查看個案的緊急聯絡資訊',
        data: null,
      });
    }
    const english = await getSosInfo(client.headers, `?id=${courseId}`, 'en-us');
    expect(english.json().message).toMatch(/^Only this session's counselor/);
    // A course that does not exist is refused the same way.
    const unknown = await getSosInfo(other.counselor.headers, '?id=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(403);
    expect(await auditRowsAbout(db, courseId)).toEqual([]);
  });

  it('refuses the counselor before the room opens, after it closes, and once the course is completed or canceled', async () => {
    const attempts = [
      await course({ startsInMinutes: 11 }),
      // 60 minutes (50 + 10 buffer) from a start 61 minutes ago: closed a minute ago.
      await course({ startsInMinutes: -61 }),
      await course({ status: CourseStatus.Completed }),
      await course({ status: CourseStatus.Canceled }),
    ];
    for (const { counselor, courseId } of attempts) {
      const response = await getSosInfo(counselor.headers, `?id=${courseId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error_code).toBe(ErrorCode.SosInfoUnavailable);
      expect(await auditRowsAbout(db, courseId)).toEqual([]);
    }
  });

  it('asks for a sign-in, and names a missing or malformed id', async () => {
    const { courseId } = await course();
    expect((await getSosInfo({}, `?id=${courseId}`)).statusCode).toBe(401);
    const { counselor } = await course();
    for (const query of ['', '?id=', '?id=not-a-course']) {
      const response = await getSosInfo(counselor.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(response.json().data.fields[0].field).toBe('id');
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.actorUserId, counselor.id))).toEqual([]);
  });

  it('keeps the emergency contact encrypted at rest while answering it decrypted', async () => {
    const { client, counselor, courseId } = await course();
    const result = await db.execute(sql`select * from client_profiles where user_id = ${client.id}`);
    const raw = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    expect(raw).not.toContain(CONTACT.name);
    expect(raw).not.toContain('223456789');
    expect(raw).toMatch(/v1\.test\./);
    const response = await getSosInfo(counselor.headers, `?id=${courseId}`);
    expect(response.json().data.emergencyContact).toEqual(CONTACT);
  });
});
