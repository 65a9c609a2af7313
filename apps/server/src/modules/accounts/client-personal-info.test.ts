import { ErrorCode } from '@app/contracts/error-codes';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientProfiles } from '../../db/schema/accounts.ts';
import { buildTestApp, startAgain, testFieldKeys } from '../../test/build-test-app.ts';
import { createSignedInUser } from '../../test/test-users.ts';

const keys = testFieldKeys();
const testApp = await buildTestApp({ FIELD_ENCRYPTION_KEYS: keys });
const { app, database } = testApp;
const db = database.db;

const URL = '/Client/PersonalInfo';
const read = (headers: object, locale = 'zh-tw') =>
  app.inject({ url: `/api/${locale}${URL}`, headers: { ...headers } });
const save = (headers: object, payload: object, locale = 'zh-tw') =>
  app.inject({ method: 'PUT', url: `/api/${locale}${URL}`, headers: { ...headers }, payload });
const fieldsOf = (response: { json: () => { data: { fields: { field: string; message: string }[] } } }) =>
  response.json().data.fields;

const personal = {
  lastName: '張',
  firstName: '小安',
  gender: 'female',
  birthDate: '1994-03-18',
  address: '新北市板橋區文化路一段 188 號',
  sexualOrientation: 'bisexual',
  relationshipStatus: 'dating',
  workStatus: 'employed',
  religion: 'buddhism',
  socialMedia: ['instagram', 'line'],
  priorTreatment: 'counseling',
  aboutMe: '最近工作壓力很大，睡不好。',
};

describe("a client's personal data", () => {
  it('starts empty, is saved and read back by the client, and is stored only as ciphertext', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    const before = await read(client.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ lastName: null, religion: null, socialMedia: [] });

    const saved = await save(client.headers, { ...personal, address: '  新北市板橋區文化路一段 188 號 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(personal);
    expect((await read(client.headers)).json().data).toEqual(personal);

    const rows = await db.execute(sql`select * from client_profiles where user_id = ${client.id}`);
    const raw = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    for (const said of ['小安', '1994-03-18', 'bisexual', 'buddhism', '板橋'])
      expect(raw).not.toContain(said);
    expect(raw).toMatch(/v1\.test\./);
  });

  it('refuses bad answers in the request locale, naming each field, and keeps what was saved', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await save(client.headers, personal)).statusCode).toBe(200);

    const refused = await save(
      client.headers,
      {
        ...personal,
        birthDate: '2999-01-01',
        religion: 'jedi',
        socialMedia: ['line', 'line'],
        lastName: '張'.repeat(21),
      },
      'en-us',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_code).toBe(ErrorCode.ValidationFailed);
    expect(fieldsOf(refused)).toEqual(
      expect.arrayContaining([
        { field: 'lastName', message: 'Field lastName: Too long' },
        {
          field: 'birthDate',
          message: 'Field birthDate: Enter a date of birth before today (e.g. 1990-05-20)',
        },
        { field: 'religion', message: 'Field religion: Choose one of the listed options' },
        { field: 'socialMedia', message: 'Field socialMedia: Choose one of the listed options' },
      ]),
    );
    const impossibleDay = await save(client.headers, { ...personal, birthDate: '1990-02-30' });
    expect(fieldsOf(impossibleDay)).toEqual([
      { field: 'birthDate', message: '欄位 birthDate: 請輸入今天以前的出生日期（例如 1990-05-20）' },
    ]);
    expect((await read(client.headers)).json().data).toEqual(personal);
  });

  it('lets a client leave every answer unsaid', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await save(client.headers, personal)).statusCode).toBe(200);
    const cleared = {
      ...Object.fromEntries(Object.keys(personal).map((field) => [field, null])),
      socialMedia: [],
      aboutMe: '   ',
    };
    const response = await save(client.headers, cleared);
    expect(response.statusCode).toBe(200);
    expect((await read(client.headers)).json().data).toEqual({ ...cleared, aboutMe: null });
  });

  it('is the client’s own: other roles are refused and nobody signed out reads it', async () => {
    const counselor = await createSignedInUser(testApp, { role: 'counselor' });
    const expert = await createSignedInUser(testApp, { role: 'expert' });
    for (const other of [counselor, expert]) {
      expect((await read(other.headers)).statusCode).toBe(403);
      expect((await save(other.headers, personal)).statusCode).toBe(403);
    }
    expect((await read({})).statusCode).toBe(401);
    expect((await save({}, personal)).statusCode).toBe(401);
  });

  it('is re-encrypted with the new key at the start after a rotation', async () => {
    const client = await createSignedInUser(testApp, { role: 'client' });
    expect((await save(client.headers, personal)).statusCode).toBe(200);
    await startAgain(testApp, {
      FIELD_ENCRYPTION_KEYS: `${keys},${testFieldKeys('next')}`,
      FIELD_ENCRYPTION_ACTIVE_KEY: 'next',
    });
    const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id));
    expect(row?.personalInfo).toMatch(/^v1\.next\./);
  });
});
