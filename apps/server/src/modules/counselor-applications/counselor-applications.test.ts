import { ApplyStatus, type TApplyStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { counselorApplications } from '../../db/schema/counselor-applications.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser, createUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

/** Applying is a later issue: tests write applications directly. */
async function insertApplication(status: TApplyStatus, submittedAt: Date | null, nickname = '申請人') {
  const applicant = await createUser(database, { role: 'client', nickname });
  const [row] = await database.db
    .insert(counselorApplications)
    .values({ applicantId: applicant.id, status, submittedAt, data: { personalInfo: { name: nickname } } })
    .returning({ id: counselorApplications.id });
  if (!row) throw new Error('application not inserted');
  return { id: row.id, applicant };
}

describe('GET /application', () => {
  it('answers an expert the applications waiting for review, oldest first', async () => {
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    const later = await insertApplication(ApplyStatus.Applying, new Date('2030-01-05T00:00:00Z'), '小芳');
    const earlier = await insertApplication(ApplyStatus.Applying, new Date('2030-01-02T00:00:00Z'));
    await insertApplication(ApplyStatus.None, null);
    await insertApplication(ApplyStatus.Rejected, new Date('2030-01-01T00:00:00Z'));
    await insertApplication(ApplyStatus.Approved, new Date('2030-01-01T00:00:00Z'));

    const response = await app.inject({ url: '/api/zh-tw/application', headers: expert.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((application: { id: string }) => application.id)).toEqual([earlier.id, later.id]);
    expect(list[1]).toEqual({
      id: later.id,
      status: ApplyStatus.Applying,
      submittedAt: '2030-01-05T00:00:00.000Z',
      applicant: { id: later.applicant.id, nickName: '小芳', email: later.applicant.email },
    });
  });

  it('refuses clients and counselors with 403 and callers without a token with 401', async () => {
    for (const role of ['client', 'counselor'] as const) {
      const user = await createSignedInUser(testApp, { role });
      const response = await app.inject({ url: '/api/zh-tw/application', headers: user.headers });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
    }
    expect((await app.inject({ url: '/api/zh-tw/application' })).statusCode).toBe(401);
  });

  it('keeps one application per applicant, and none under review without a submission time', async () => {
    const { applicant } = await insertApplication(ApplyStatus.Rejected, new Date());
    const duplicate = await database.db
      .insert(counselorApplications)
      .values({ applicantId: applicant.id, status: ApplyStatus.Applying, submittedAt: new Date() })
      .catch((e: Error) => e);
    expect((duplicate as Error).cause).toMatchObject({ code: '23505' });
    const unsent = await insertApplication(ApplyStatus.Applying, null).catch((e: Error) => e);
    expect((unsent as Error).cause).toMatchObject({ code: '23514' });
  });
});
