import {
  LicenseReviewStatus,
  LicenseType,
  VerifyStatus,
  type TLicenseReviewStatus,
} from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TLicense, TLicenseInput } from '@app/contracts/license-changes';
import { MailType } from '@app/contracts/mail';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { counselorLicenses, licenseChangeRequests } from '../../db/schema/license-changes.ts';
import { mails } from '../../db/schema/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, createUser, signIn, type TTestUser } from '../../test/test-users.ts';
import { runJobNow } from '../../test/run-job-now.ts';
import { uploadFor } from '../../test/upload-files.ts';
import { licenseExpiryQueue } from './license-changes.jobs.ts';
import { daysBetween, taiwanDate } from './license-changes.repo.ts';
import { licensedUntil } from './license-changes.service.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;
const db = database.db;

const license = {
  name: '諮商心理師證書',
  issuer: '衛生福利部',
  number: '諮心字第001234號',
  effectiveDate: '2019-08-01',
  expiresOn: '2031-07-31',
  licenseType: LicenseType.CounselorLicense,
  front: null,
  back: null,
} satisfies TLicense;

/** Tests of the list write requests directly. */
async function insertRequest(counselorId: string, status: TLicenseReviewStatus, createdAt: Date) {
  const decided = status === LicenseReviewStatus.Accepted || status === LicenseReviewStatus.NotAccepted;
  const [row] = await db
    .insert(licenseChangeRequests)
    .values({
      counselorId,
      status,
      licenses: [license],
      createdAt,
      reviewedAt: decided ? createdAt : null,
      reason: status === LicenseReviewStatus.NotAccepted ? '請補上證書背面' : null,
    })
    .returning({ id: licenseChangeRequests.id });
  if (!row) throw new Error('licence change request not inserted');
  return row.id;
}

/** A verified counselor of the directory, signed in. */
async function signedInCounselor(fullName = '王雅婷') {
  const counselor = await createUser(database, { role: 'counselor', fullName });
  await db
    .update(counselorProfiles)
    .set({ verifyStatus: VerifyStatus.Verified })
    .where(eq(counselorProfiles.userId, counselor.id));
  return { ...counselor, headers: await signIn(testApp, counselor) };
}

const put = (headers: object | undefined, licenses: TLicenseInput[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/zh-tw/Counselor/License',
    headers: { ...headers },
    payload: { licenses },
  });
const review = (headers: object | undefined, id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/zh-tw/Counselor/License/${id}/Review`,
    headers: { ...headers },
    payload,
  });
const mailTypes = async (userId: string) =>
  await db.select({ type: mails.type, message: mails.message }).from(mails).where(eq(mails.userId, userId));
const auditRows = (subjectId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'license_change'), eq(auditLog.subjectId, subjectId)));

describe('GET /Counselor/PendingReviewLicenseList', () => {
  it('answers an expert the requests under review, oldest first, with the licences asked for', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const first = await createUser(database, { role: 'counselor', fullName: '王雅婷' });
    const second = await createUser(database, { role: 'counselor' });
    await insertRequest(first.id, LicenseReviewStatus.Discard, new Date('2030-01-01T00:00:00Z'));
    await insertRequest(first.id, LicenseReviewStatus.Accepted, new Date('2030-01-01T00:00:00Z'));
    await insertRequest(second.id, LicenseReviewStatus.NotAccepted, new Date('2030-01-01T00:00:00Z'));
    const later = await insertRequest(
      first.id,
      LicenseReviewStatus.UnderReview,
      new Date('2030-01-04T00:00:00Z'),
    );
    const earlier = await insertRequest(
      second.id,
      LicenseReviewStatus.UnderReview,
      new Date('2030-01-03T00:00:00Z'),
    );

    const response = await app.inject({
      url: '/api/zh-tw/Counselor/PendingReviewLicenseList',
      headers: expert.headers,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((request: { id: string }) => request.id);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    expect(response.json().data.find((request: { id: string }) => request.id === later)).toEqual({
      id: later,
      status: LicenseReviewStatus.UnderReview,
      createdAt: '2030-01-04T00:00:00.000Z',
      counselor: { id: first.id, fullName: '王雅婷' },
      licenses: [license],
      current: [],
      files: {},
    });

    // One request under review per counselor.
    const duplicate = await insertRequest(first.id, LicenseReviewStatus.UnderReview, new Date()).catch(
      (e: Error) => e,
    );
    expect((duplicate as Error).cause).toMatchObject({ code: '23505' });
  });

  it('refuses clients and counselors with 403 and callers without a token with 401', async () => {
    for (const role of ['client', 'counselor'] as const) {
      const user = await createSignedInUser(testApp, { role });
      const response = await app.inject({
        url: '/api/zh-tw/Counselor/PendingReviewLicenseList',
        headers: user.headers,
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
    expect((await app.inject({ url: '/api/zh-tw/Counselor/PendingReviewLicenseList' })).statusCode).toBe(401);
  });
});

describe('PUT /Counselor/License (a counselor asks for a licence change)', () => {
  it('creates a request under review, mails every expert (19), records it, and keeps the accepted licences', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const counselor = await signedInCounselor('林志明');
    const response = await put(counselor.headers, [license]);
    expect(response.statusCode).toBe(200);
    const own = response.json().data;
    expect(own).toMatchObject({
      licenses: [],
      request: {
        status: LicenseReviewStatus.UnderReview,
        reviewedAt: null,
        reason: null,
        licenses: [license],
      },
    });
    expect(await mailTypes(expert.id)).toContainEqual({
      type: MailType.ReviewCounselorLicense,
      message: expect.stringContaining('林志明'),
    });
    expect(await auditRows(own.request.id)).toMatchObject([
      { action: 'license_change.submitted', actorUserId: counselor.id },
    ]);
    const read = await app.inject({ url: '/api/zh-tw/Counselor/License', headers: counselor.headers });
    expect(read.json().data).toEqual(own);
  });

  it('discards a request still under review when a newer one comes', async () => {
    const counselor = await signedInCounselor();
    const first = (await put(counselor.headers, [license])).json().data.request.id;
    const second = (await put(counselor.headers, [{ ...license, number: '諮心字第009999號' }])).json().data
      .request;
    expect(second.id).not.toBe(first);
    const [older] = await db.select().from(licenseChangeRequests).where(eq(licenseChangeRequests.id, first));
    expect(older?.status).toBe(LicenseReviewStatus.Discard);
  });

  it('refuses a licence without its fields or with an expiry before its start, naming the field', async () => {
    const counselor = await signedInCounselor();
    const response = await put(counselor.headers, [{ ...license, name: ' ', expiresOn: '2019-07-31' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
    const fields = response.json().data.fields.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['licenses.0.name', 'licenses.0.expiresOn']));
    expect(response.json().message).toContain('到期日須晚於生效日');
    const none = await put(counselor.headers, []);
    expect(none.json().data.fields).toEqual([expect.objectContaining({ field: 'licenses' })]);
  });

  it('keeps the images of each licence, shown to the counselor and the reviewing expert, never on the public page', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const counselor = await signedInCounselor('李文華');
    const front = await uploadFor(testApp, counselor, 'licenseFront');
    const back = await uploadFor(testApp, counselor, 'licenseBack');
    const response = await put(counselor.headers, [{ ...license, front, back }]);
    expect(response.statusCode, response.body).toBe(200);
    const own = response.json().data;
    expect(own.request.licenses).toEqual([{ ...license, front, back }]);
    expect(Object.keys(own.files).sort()).toEqual([front, back].sort());
    expect(own.files[front]).toMatchObject({ purpose: 'licenseFront', contentType: 'image/webp' });

    const pending = await app.inject({
      url: '/api/zh-tw/Counselor/PendingReviewLicenseList',
      headers: expert.headers,
    });
    const change = pending.json().data.find((item: { id: string }) => item.id === own.request.id);
    expect(change.licenses).toEqual([{ ...license, front, back }]);
    // The expert opens the image through its signed link.
    const image = await app.inject({ url: change.files[back].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    expect((await review(expert.headers, own.request.id, { accepted: true })).statusCode).toBe(200);
    const accepted = (
      await app.inject({ url: '/api/zh-tw/Counselor/License', headers: counselor.headers })
    ).json().data;
    // The next change starts from the accepted licence, images and all.
    expect(accepted.licenses).toEqual([{ ...license, front, back }]);
    expect(Object.keys(accepted.files).sort()).toEqual([front, back].sort());
    const profile = await app.inject({ url: `/api/zh-tw/Counselor/${counselor.id}` });
    expect(profile.body).not.toContain(front);
    expect(profile.body).not.toContain(back);
  });

  it("refuses another person's upload, or one of the other side, naming the field, and writes nothing", async () => {
    const counselor = await signedInCounselor();
    const stranger = await createSignedInUser(testApp, { role: 'client' });
    const theirs = await uploadFor(testApp, stranger, 'licenseFront');
    const ownBack = await uploadFor(testApp, counselor, 'licenseBack');
    const response = await put(counselor.headers, [
      { ...license, front: theirs },
      { ...license, front: ownBack },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.map((error: { field: string }) => error.field)).toEqual([
      'licenses.0.front',
      'licenses.1.front',
    ]);
    const rows = await db
      .select()
      .from(licenseChangeRequests)
      .where(eq(licenseChangeRequests.counselorId, counselor.id));
    expect(rows).toEqual([]);
  });

  it('is for counselors only: clients and experts get 403, callers without a token 401', async () => {
    for (const role of ['client', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect((await put(user.headers, [license])).statusCode, role).toBe(403);
      const read = await app.inject({ url: '/api/zh-tw/Counselor/License', headers: user.headers });
      expect(read.statusCode, role).toBe(403);
    }
    expect((await put(undefined, [license])).statusCode).toBe(401);
  });
});

describe('POST /Counselor/License/{id}/Review', () => {
  it('accepting makes the licences the counselor’s, verified on the public page, with mail 20 and an audit row', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const counselor = await signedInCounselor('陳怡君');
    const id = (await put(counselor.headers, [license])).json().data.request.id;

    const response = await review(expert.headers, id, { accepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id, status: LicenseReviewStatus.Accepted });

    const own = (await app.inject({ url: '/api/zh-tw/Counselor/License', headers: counselor.headers })).json()
      .data;
    expect(own.licenses).toEqual([license]);
    expect(own.request).toMatchObject({ status: LicenseReviewStatus.Accepted, reason: null });
    const page = (await app.inject({ url: `/api/zh-tw/Counselor/${counselor.id}` })).json().data;
    expect(page.licenses).toEqual([
      {
        name: license.name,
        issuer: license.issuer,
        licenseType: license.licenseType,
        effectiveDate: license.effectiveDate,
        expiresOn: license.expiresOn,
        verified: true,
      },
    ]);
    // The public page never shows the licence number.
    expect(JSON.stringify(page)).not.toContain(license.number);
    expect(await mailTypes(counselor.id)).toContainEqual({
      type: MailType.ReviewCounselorLicenseResult,
      message: expect.stringContaining('已通過審核'),
    });
    expect(await auditRows(id)).toContainEqual(
      expect.objectContaining({
        action: 'license_change.accepted',
        actorUserId: expert.id,
        actorRole: 'expert',
      }),
    );
    const pending = await app.inject({
      url: '/api/zh-tw/Counselor/PendingReviewLicenseList',
      headers: expert.headers,
    });
    expect(pending.json().data.map((request: { id: string }) => request.id)).not.toContain(id);
  });

  it('not accepting needs a reason (400 naming reason), keeps the licences and tells the counselor why', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const counselor = await signedInCounselor();
    const accepted = (await put(counselor.headers, [license])).json().data.request.id;
    await review(expert.headers, accepted, { accepted: true });
    testApp.clock.advance(60_000);
    const id = (await put(counselor.headers, [{ ...license, name: '新證書' }])).json().data.request.id;

    const blank = await review(expert.headers, id, { accepted: false, reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual([expect.objectContaining({ field: 'reason' })]);

    const response = await review(expert.headers, id, { accepted: false, reason: '請補上證書背面影本' });
    expect(response.json().data).toEqual({ id, status: LicenseReviewStatus.NotAccepted });
    const own = (await app.inject({ url: '/api/zh-tw/Counselor/License', headers: counselor.headers })).json()
      .data;
    expect(own.licenses).toEqual([license]);
    expect(own.request).toMatchObject({
      status: LicenseReviewStatus.NotAccepted,
      reason: '請補上證書背面影本',
    });
    expect(await mailTypes(counselor.id)).toContainEqual({
      type: MailType.ReviewCounselorLicenseResult,
      message: expect.stringContaining('請補上證書背面影本'),
    });
    expect(await auditRows(id)).toContainEqual(
      expect.objectContaining({
        action: 'license_change.not_accepted',
        details: expect.objectContaining({ reason: '請補上證書背面影本' }),
      }),
    );
  });

  it('decides once: a decided or discarded request is 409, an unknown one 404', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const counselor = await signedInCounselor();
    const discarded = (await put(counselor.headers, [license])).json().data.request.id;
    const id = (await put(counselor.headers, [license])).json().data.request.id;
    expect((await review(expert.headers, discarded, { accepted: true })).statusCode).toBe(409);
    await review(expert.headers, id, { accepted: true });
    const again = await review(expert.headers, id, { accepted: false, reason: '重複' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_code).toBe(ErrorCode.LicenseChangeNotUnderReview);
    expect((await review(expert.headers, crypto.randomUUID(), { accepted: true })).statusCode).toBe(404);
  });

  it('is for experts only: a counselor cannot review (not even their own), clients neither', async () => {
    const counselor = await signedInCounselor();
    const id = (await put(counselor.headers, [license])).json().data.request.id;
    const client = await createSignedInUser(testApp, { role: 'client' });
    for (const user of [counselor, client]) {
      const response = await review(user.headers, id, { accepted: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().error_code).toBe(ErrorCode.Forbidden);
    }
    expect((await review(undefined, id, { accepted: true })).statusCode).toBe(401);
    const [row] = await db.select().from(licenseChangeRequests).where(eq(licenseChangeRequests.id, id));
    expect(row?.status).toBe(LicenseReviewStatus.UnderReview);
  });
});

describe('licence expiry', () => {
  const today = () => taiwanDate(testApp.clock.now());
  const inDays = (days: number) => taiwanDate(testApp.clock.now(), days);

  async function acceptedLicense(counselor: TTestUser, expiresOn: string, position = 0) {
    await db.insert(counselorLicenses).values({
      counselorId: counselor.id,
      position,
      name: `證照 ${position}`,
      issuer: '衛生福利部',
      number: `N-${counselor.id}-${position}`,
      licenseType: LicenseType.CounselorLicense,
      effectiveDate: '2015-01-01',
      expiresOn,
    });
    // As an accepted change would keep it: the latest expiry of the counselor's licences.
    await db
      .update(counselorProfiles)
      .set({ licensedUntil: sql`greatest(${counselorProfiles.licensedUntil}, ${expiresOn}::date)` })
      .where(eq(counselorProfiles.userId, counselor.id));
  }

  const listedIds = async () => {
    const response = await app.inject({ url: '/api/zh-tw/Counselor/List?page_size=100' });
    return response.json().data.records.map((record: { id: string }) => record.id);
  };

  it('lists for experts the licences ending within 30 days or past, soonest first, with days left', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const soon = await signedInCounselor('快到期');
    const later = await signedInCounselor('還很久');
    await acceptedLicense(soon, inDays(10));
    await acceptedLicense(soon, inDays(30), 1);
    await acceptedLicense(later, inDays(31));
    const response = await app.inject({
      url: '/api/zh-tw/Counselor/ExpiringLicenseList',
      headers: expert.headers,
    });
    expect(response.statusCode).toBe(200);
    const mine = response
      .json()
      .data.filter((row: { counselor: { id: string } }) => [soon.id, later.id].includes(row.counselor.id));
    expect(mine).toEqual([
      expect.objectContaining({
        counselor: { id: soon.id, fullName: '快到期' },
        expiresOn: inDays(10),
        daysLeft: 10,
      }),
      expect.objectContaining({ expiresOn: inDays(30), daysLeft: 30 }),
    ]);
    const counselor = await signedInCounselor();
    expect(
      (await app.inject({ url: '/api/zh-tw/Counselor/ExpiringLicenseList', headers: counselor.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('reminds the counselor once of each licence expiring within 30 days', async () => {
    const counselor = await signedInCounselor();
    await acceptedLicense(counselor, inDays(5));
    await acceptedLicense(counselor, inDays(45), 1);
    await runJobNow(database, licenseExpiryQueue);
    await runJobNow(database, licenseExpiryQueue);
    const reminders = (await mailTypes(counselor.id)).filter((mail) => mail.message.includes('到期'));
    expect(reminders).toEqual([
      { type: MailType.ReviewCounselorLicenseResult, message: expect.stringContaining(inDays(5)) },
    ]);
  });

  it('hides a counselor whose licences have all expired from the directory until one is renewed', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const lapsed = await signedInCounselor('已過期');
    const valid = await signedInCounselor('仍有效');
    await acceptedLicense(lapsed, inDays(-1));
    await acceptedLicense(valid, inDays(-1));
    await acceptedLicense(valid, today(), 1);
    expect(await listedIds()).toEqual(expect.arrayContaining([valid.id]));
    expect(await listedIds()).not.toContain(lapsed.id);
    expect((await app.inject({ url: `/api/zh-tw/Counselor/${lapsed.id}` })).statusCode).toBe(404);

    const id = (await put(lapsed.headers, [{ ...license, expiresOn: inDays(365 * 6) }])).json().data.request
      .id;
    expect((await review(expert.headers, id, { accepted: true })).statusCode).toBe(200);
    expect(await listedIds()).toContain(lapsed.id);
  });

  it('keeps the last licensed day: the latest expiry, or none when a licence has no expiry', () => {
    expect(licensedUntil([])).toBeNull();
    expect(licensedUntil([{ expiresOn: '2030-01-01' }, { expiresOn: '2031-06-30' }])).toBe('2031-06-30');
    expect(licensedUntil([{ expiresOn: '2030-01-01' }, { expiresOn: null }])).toBeNull();
  });

  it('counts days in Taiwan time', () => {
    expect(taiwanDate(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(taiwanDate(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(taiwanDate(new Date('2026-11-23T16:00:00Z'), 30)).toBe('2026-12-24');
    expect(daysBetween('2026-11-24', '2026-12-24')).toBe(30);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });
});
