import { ErrorCode } from '@app/contracts/error-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorProfiles, users } from '../../db/schema/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const client = await createSignedInUser(testApp, { role: 'client', nickname: '小明', freeCourseStatus: 2 });
const otherClient = await createSignedInUser(testApp, { role: 'client', nickname: '阿華' });
const counselor = await createSignedInUser(testApp, { role: 'counselor', fullName: '陳怡君' });
const otherCounselor = await createSignedInUser(testApp, { role: 'counselor', fullName: '林志明' });
const expert = await createSignedInUser(testApp, { role: 'expert', nickname: '林督導' });

await database.db
  .update(counselorProfiles)
  .set({
    aboutMe: '陪你一起面對焦慮。',
    serviceLength: 1,
    canReserveAfter: 48,
    counselorOrganization: '臺北市諮商心理師公會',
  })
  .where(eq(counselorProfiles.userId, counselor.id));
await database.db
  .update(users)
  .set({ coverImagePath: '/media/demo/counselor1.svg' })
  .where(eq(users.id, counselor.id));

describe('GET /client', () => {
  it("answers the signed-in client's own profile with zero balances until the ledger exists", async () => {
    const response = await app.inject({
      url: '/api/zh-tw/client?isNewVersion=true',
      headers: client.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error_code: 0,
      message: '成功',
      data: {
        nickName: '小明',
        email: client.email,
        userAccount: client.email,
        coverImage: { id: null, path: null },
        basicInfo: { emergencyPhone: null, emergencyContactName: null, emergencyContactRelation: null },
        phone: null,
        phoneVerified: false,
        freeCourseStatus: 2,
        freeCourseQuota: 0,
        clientApplyCounselorStatus: 0,
        reservedAmount: 0,
        bonusAmount: 0,
        useEmailCourseNotifyOneDay: true,
        useEmailCourseNotifyOneHour: true,
        useEmailCourseNotifyTenMinutes: false,
        useFCMCourseNotifyOneDay: true,
        useFCMCourseNotifyOneHour: true,
        useFCMCourseNotifyTenMinutes: true,
        anotherEmail: null,
      },
    });
  });

  it('never shows another client their neighbour: each token sees its own account', async () => {
    const mine = (await app.inject({ url: '/api/zh-tw/client', headers: client.headers })).json().data;
    const theirs = (await app.inject({ url: '/api/zh-tw/client', headers: otherClient.headers })).json().data;
    expect(mine.nickName).toBe('小明');
    expect(theirs.nickName).toBe('阿華');
    expect(theirs.email).toBe(otherClient.email);
    expect(JSON.stringify(theirs)).not.toContain(client.email);
  });

  it('refuses a call without a token with 401 and another role with 403', async () => {
    const anonymous = await app.inject('/api/zh-tw/client?isNewVersion=true');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error_code).toBe(ErrorCode.Unauthenticated);
    const asCounselor = await app.inject({ url: '/api/zh-tw/client', headers: counselor.headers });
    expect(asCounselor.statusCode).toBe(403);
    expect(asCounselor.json()).toMatchObject({ error_code: ErrorCode.Forbidden, data: null });
  });

  it('refuses a forged token', async () => {
    const forged = client.headers.authorization.slice(0, -4) + 'AAAA';
    const response = await app.inject({ url: '/api/zh-tw/client', headers: { authorization: forged } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /counselor', () => {
  it("answers the signed-in counselor's own profile", async () => {
    const response = await app.inject({ url: '/api/zh-tw/counselor', headers: counselor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: counselor.id,
      fullName: '陳怡君',
      email: counselor.email,
      userAccount: counselor.email,
      aboutMe: '陪你一起面對焦慮。',
      serviceLength: 1,
      canReserveAfter: 48,
      counselorOrganization: '臺北市諮商心理師公會',
      coverImage: { id: null, path: '/media/demo/counselor1.svg' },
      verifyStatus: 0,
      experiences: [],
      educations: [],
      licenses: [],
      feedbackCount: 0,
      averageGrade: 0,
      useFCMCourseNotifyTenMinutes: true,
    });
    const other = await app.inject({ url: '/api/zh-tw/counselor', headers: otherCounselor.headers });
    expect(other.json().data).toMatchObject({ id: otherCounselor.id, fullName: '林志明', aboutMe: null });
  });

  it('is forbidden to a client and an expert', async () => {
    const asClient = await app.inject({ url: '/api/zh-tw/counselor', headers: client.headers });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().data).toBeNull();
    const asExpert = await app.inject({ url: '/api/zh-tw/counselor', headers: expert.headers });
    expect(asExpert.statusCode).toBe(403);
  });
});

describe('GET /expert', () => {
  it('answers the nickname and account of the signed-in expert only', async () => {
    const response = await app.inject({ url: '/api/en-us/expert', headers: expert.headers });
    expect(response.json()).toEqual({
      error_code: 0,
      message: 'Success',
      data: { nickname: '林督導', userAccount: expert.email },
    });
    expect((await app.inject({ url: '/api/zh-tw/expert', headers: client.headers })).statusCode).toBe(403);
    expect((await app.inject('/api/zh-tw/expert')).statusCode).toBe(401);
  });
});

describe('API docs', () => {
  it('document the profile and phone routes', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/{locale}/client',
        '/api/{locale}/counselor',
        '/api/{locale}/expert',
        '/api/{locale}/User/Phone/SendCode',
        '/api/{locale}/User/Phone/Verify',
      ]),
    );
  });
});
