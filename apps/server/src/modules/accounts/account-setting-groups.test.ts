import { ErrorCode } from '@app/contracts/error-codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';
import { auditRowsAbout } from '../audit/audit-test-helpers.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const put = (url: string, headers: object | undefined, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'PUT', url: `/api/${locale}${url}`, headers: { ...headers }, payload });
const profileOf = async (role: 'client' | 'counselor', headers: object) =>
  (await app.inject({ url: `/api/zh-tw/${role}`, headers: { ...headers } })).json().data;
const fieldsOf = (response: { json: () => { data: { fields: { field: string; message: string }[] } } }) =>
  response.json().data.fields;

const personalInfo = {
  fullName: '林心怡',
  gender: 'female',
  address: '臺北市大安區復興南路一段 100 號',
  lineID: 'lin.counsel',
  aboutMe: '諮商心理師，專長伴侶與家庭議題。',
  facebook: 'https://facebook.com/lin.counsel',
  blog: '',
};

/** The counselor groups: their path, a valid body, and a body each rule refuses, naming its field. */
const counselorGroups = [
  {
    path: '/User/PersonalInfo',
    valid: personalInfo,
    invalid: { ...personalInfo, fullName: '  ', gender: 'other' },
    fields: ['fullName', 'gender'],
  },
  {
    path: '/Counselor/ServiceSetting',
    valid: { serviceLength: 2, serviceTypes: ['video'] },
    invalid: { serviceLength: 4, serviceTypes: [] },
    fields: ['serviceLength', 'serviceTypes'],
  },
  {
    path: '/Counselor/CustomConsultationSetting',
    valid: { acceptsCustomConsultation: true, customConsultationPrice: 2500 },
    invalid: { acceptsCustomConsultation: true, customConsultationPrice: 2550 },
    fields: ['customConsultationPrice'],
  },
  {
    path: '/Counselor/FreeTrialSetting',
    valid: { acceptsFreeTrial: false },
    invalid: { acceptsFreeTrial: 'no' },
    fields: ['acceptsFreeTrial'],
  },
] as const;

describe('PUT /User/PersonalInfo', () => {
  it('stores the personal data, empty texts as none, read back in the profile', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const response = await put('/User/PersonalInfo', counselor.headers, personalInfo);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ...personalInfo, blog: null });
    expect(await profileOf('counselor', counselor.headers)).toMatchObject({ ...personalInfo, blog: null });
  });

  it('refuses a text over its limit in the request locale, naming the field', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const response = await put(
      '/User/PersonalInfo',
      counselor.headers,
      { ...personalInfo, aboutMe: 'x'.repeat(1001) },
      'en-us',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([{ field: 'aboutMe', message: 'Field aboutMe: Too long' }]);
  });
});

describe('PUT /Counselor/ServiceSetting', () => {
  it('stores the tier and session types, read back in the profile', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const response = await put('/Counselor/ServiceSetting', counselor.headers, {
      serviceLength: 1,
      serviceTypes: ['video', 'voice'],
    });
    expect(response.json().data).toEqual({ serviceLength: 1, serviceTypes: ['voice', 'video'] });
    await put('/Counselor/ServiceSetting', counselor.headers, { serviceLength: 3, serviceTypes: ['voice'] });
    expect(await profileOf('counselor', counselor.headers)).toMatchObject({
      serviceLength: 3,
      serviceTypes: ['voice'],
    });
  });
});

describe('PUT /Counselor/CustomConsultationSetting', () => {
  it('stores acceptance and price; a price is needed to accept, and the database holds to the range', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const setting = { acceptsCustomConsultation: true, customConsultationPrice: 3000 };
    expect(
      (await put('/Counselor/CustomConsultationSetting', counselor.headers, setting)).json().data,
    ).toEqual(setting);
    expect(await profileOf('counselor', counselor.headers)).toMatchObject(setting);

    for (const customConsultationPrice of [null, 900, 100_100, 2050, 2000.5]) {
      const response = await put('/Counselor/CustomConsultationSetting', counselor.headers, {
        acceptsCustomConsultation: true,
        customConsultationPrice,
      });
      expect(response.statusCode, String(customConsultationPrice)).toBe(400);
      expect(fieldsOf(response)).toEqual([
        {
          field: 'customConsultationPrice',
          message: '欄位 customConsultationPrice: 接受個人諮詢時，價格需為 1000 至 100000 之間 100 的倍數',
        },
      ]);
    }
    expect(await profileOf('counselor', counselor.headers)).toMatchObject(setting);

    const off = { acceptsCustomConsultation: false, customConsultationPrice: null };
    expect((await put('/Counselor/CustomConsultationSetting', counselor.headers, off)).statusCode).toBe(200);

    for (const statement of [
      sql`update counselor_profiles set custom_consultation_price = 2050 where user_id = ${counselor.id}`,
      sql`update counselor_profiles set accepts_custom_consultation = true, custom_consultation_price = null where user_id = ${counselor.id}`,
      sql`update counselor_profiles set offers_voice = false, offers_video = false where user_id = ${counselor.id}`,
      sql`update counselor_profiles set service_length = 7 where user_id = ${counselor.id}`,
    ]) {
      await expect(database.db.execute(statement)).rejects.toThrow();
    }
  });
});

describe('PUT /Counselor/FreeTrialSetting', () => {
  it('stores whether free trials are taken, read back in the profile', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    expect((await profileOf('counselor', counselor.headers)).acceptsFreeTrial).toBe(true);
    const response = await put('/Counselor/FreeTrialSetting', counselor.headers, { acceptsFreeTrial: false });
    expect(response.json().data).toEqual({ acceptsFreeTrial: false });
    expect((await profileOf('counselor', counselor.headers)).acceptsFreeTrial).toBe(false);
  });
});

describe('the counselor groups', () => {
  it.each(counselorGroups)(
    '$path: bad input is refused naming the field and changes nothing',
    async (group) => {
      const counselor = await createSignedInUser(testApp, { role: 'counselor' });
      expect((await put(group.path, counselor.headers, group.valid)).statusCode).toBe(200);
      const before = await profileOf('counselor', counselor.headers);
      const response = await put(group.path, counselor.headers, group.invalid);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_code).toBe(ErrorCode.ValidationFailed);
      expect(
        fieldsOf(response)
          .map(({ field }) => field)
          .sort(),
      ).toEqual([...group.fields].sort());
      expect(await profileOf('counselor', counselor.headers)).toEqual(before);
    },
  );

  it.each(counselorGroups)('$path: clients and experts get 403, no token 401', async (group) => {
    for (const role of ['client', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect((await put(group.path, user.headers, group.valid)).statusCode, role).toBe(403);
    }
    expect((await put(group.path, undefined, group.valid)).statusCode).toBe(401);
  });

  it('changes only the caller’s own profile', async () => {
    const [one, other] = await Promise.all([
      createSignedInUser(testApp, { role: 'counselor' }),
      createSignedInUser(testApp, { role: 'counselor' }),
    ]);
    const before = await profileOf('counselor', other.headers);
    for (const group of counselorGroups) await put(group.path, one.headers, group.valid);
    expect(await profileOf('counselor', other.headers)).toEqual(before);
  });
});

describe('PUT /Client/EmergencyContact', () => {
  const contact = { name: '陳美玲', relation: '母親', phone: '0912 345 678' };

  it('stores the contact encrypted, read back by the client with each read audited', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const response = await put('/Client/EmergencyContact', client.headers, contact);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ...contact, phone: '+886912345678' });

    const raw = JSON.stringify(
      await database.db.execute(sql`select * from client_profiles where user_id = ${client.id}`),
    );
    for (const plain of ['陳美玲', '母親', '912345678']) expect(raw).not.toContain(plain);

    expect((await profileOf('client', client.headers)).basicInfo).toEqual({
      emergencyContactName: '陳美玲',
      emergencyContactRelation: '母親',
      emergencyPhone: '+886912345678',
    });
    const reads = (await auditRowsAbout(database.db, client.id)).filter(
      (row) => row.action === 'client.emergency_contact_read',
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]?.details).toEqual({ fields: ['name', 'relation', 'phone'] });
  });

  it('shows a changed contact at the next profile read, each read audited', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await put('/Client/EmergencyContact', client.headers, contact);
    expect((await profileOf('client', client.headers)).basicInfo.emergencyContactName).toBe('陳美玲');
    await put('/Client/EmergencyContact', client.headers, { ...contact, name: '林志明', relation: '父親' });
    expect((await profileOf('client', client.headers)).basicInfo).toEqual({
      emergencyContactName: '林志明',
      emergencyContactRelation: '父親',
      emergencyPhone: '+886912345678',
    });
    const reads = (await auditRowsAbout(database.db, client.id)).filter(
      (row) => row.action === 'client.emergency_contact_read',
    );
    expect(reads).toHaveLength(2);
  });

  it('takes a landline too', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const response = await put('/Client/EmergencyContact', client.headers, {
      ...contact,
      phone: '02 2345 6789',
    });
    expect(response.json().data.phone).toBe('+886223456789');
  });

  it('refuses a bad phone and a blank relation naming them, changing nothing', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    await put('/Client/EmergencyContact', client.headers, contact);
    const response = await put('/Client/EmergencyContact', client.headers, {
      name: '王小明',
      relation: ' ',
      phone: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([
      { field: 'relation', message: '欄位 relation: 不能為空白' },
      { field: 'phone', message: '欄位 phone: 電話號碼格式不正確' },
    ]);
    expect((await profileOf('client', client.headers)).basicInfo.emergencyContactName).toBe('陳美玲');
  });

  it('is for clients only', async () => {
    for (const role of ['counselor', 'expert'] as const) {
      const user = await createSignedInUser(testApp, { role });
      expect((await put('/Client/EmergencyContact', user.headers, contact)).statusCode, role).toBe(403);
    }
    expect((await put('/Client/EmergencyContact', undefined, contact)).statusCode).toBe(401);
  });
});
