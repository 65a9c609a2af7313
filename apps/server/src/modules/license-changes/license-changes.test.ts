import { LicenseReviewStatus, LicenseType, type TLicenseReviewStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { TLicense } from '@app/contracts/license-changes';
import { describe, expect, it } from 'vitest';
import { licenseChangeRequests } from '../../db/schema/license-changes.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const license: TLicense = {
  name: '諮商心理師證書',
  issuer: '衛生福利部',
  number: '諮心字第001234號',
  effectiveDate: '2019-08-01',
  licenseType: LicenseType.CounselorLicense,
};

/** Submitting is a later issue: tests write requests directly. */
async function insertRequest(counselorId: string, status: TLicenseReviewStatus, createdAt: Date) {
  const [row] = await database.db
    .insert(licenseChangeRequests)
    .values({ counselorId, status, licenses: [license], createdAt })
    .returning({ id: licenseChangeRequests.id });
  if (!row) throw new Error('licence change request not inserted');
  return row.id;
}

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
    expect(response.json().data.map((request: { id: string }) => request.id)).toEqual([earlier, later]);
    expect(response.json().data[1]).toEqual({
      id: later,
      status: LicenseReviewStatus.UnderReview,
      createdAt: '2030-01-04T00:00:00.000Z',
      counselor: { id: first.id, fullName: '王雅婷' },
      licenses: [license],
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
