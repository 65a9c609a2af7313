import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePhone } from '@app/contracts/phone';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/test-users.ts';
import { clientProfiles, counselorProfiles, users } from '../schema/accounts.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './seed-demo.ts';

const testApp = await buildTestApp({ SEED_DEMO: 'true' });
const { app, database } = testApp;
const db = database.db;

async function snapshot() {
  return {
    users: await db.select().from(users).orderBy(asc(users.email)),
    clients: await db.select().from(clientProfiles).orderBy(asc(clientProfiles.userId)),
    counselors: await db.select().from(counselorProfiles).orderBy(asc(counselorProfiles.userId)),
  };
}

async function signInDemo(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return signIn(testApp, user);
}

describe('demo seed', () => {
  it('creates the demo accounts with their roles, all activated, with the password Demo1234', async () => {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ['client@demo.test', 'client'],
      ['counselor1@demo.test', 'counselor'],
      ['counselor2@demo.test', 'counselor'],
      ['counselor3@demo.test', 'counselor'],
      ['counselor4@demo.test', 'counselor'],
      ['expert@demo.test', 'expert'],
      ['newclient@demo.test', 'client'],
    ]);
    for (const row of rows) {
      expect(row.activatedAt).not.toBeNull();
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    for (const account of demoAccounts.filter((demo) => demo.phone)) {
      expect(normalizePhone(account.phone!)).toBe(account.phone);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedDemoData(db);
    await seedDemoData(db);
    expect(await snapshot()).toEqual(before);
    expect(before.users).toHaveLength(7);
    expect(before.counselors).toHaveLength(4);
    expect(before.clients).toHaveLength(2);
  });

  it('gives each counselor a verified, complete Traditional Chinese profile with a picture that loads', async () => {
    for (const index of [1, 2, 3, 4]) {
      const headers = await signInDemo(`counselor${index}@demo.test`);
      const profile = (await app.inject({ url: '/api/zh-tw/counselor', headers })).json().data;
      expect(profile).toMatchObject({ verifyStatus: 1, userAccount: `counselor${index}@demo.test` });
      expect(profile.fullName).toMatch(/^[\u4e00-\u9fff]{3}$/);
      for (const field of [
        'aboutMe',
        'customSpecialty',
        'customSpecialtyDetail',
        'customAdviceStyle',
        'counselorOrganization',
      ]) {
        expect(profile[field]).toMatch(/[\u4e00-\u9fff]/);
      }
      expect([4, 8, 24, 48, 72]).toContain(profile.canReserveAfter);
      expect(profile.serviceLength).toBeTypeOf('number');
      expect(profile.phone).toMatch(/^\+886/);

      const picture = await app.inject(profile.coverImage.path);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect(picture.body).toContain('<svg');
    }
  });

  it('seeds an established client, a brand new one and the expert', async () => {
    const established = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('client@demo.test'),
    });
    expect(established.json().data).toMatchObject({
      nickName: '小安',
      freeCourseStatus: 4,
      phoneVerified: true,
    });
    const brandNew = await app.inject({
      url: '/api/zh-tw/client',
      headers: await signInDemo('newclient@demo.test'),
    });
    expect(brandNew.json().data).toMatchObject({ freeCourseStatus: 0, phone: null, phoneVerified: false });
    const expert = await app.inject({
      url: '/api/zh-tw/expert',
      headers: await signInDemo('expert@demo.test'),
    });
    expect(expert.json().data).toEqual({ nickname: '林督導', userAccount: 'expert@demo.test' });
  });
});

describe('/media', () => {
  it('serves nothing outside its folder', async () => {
    for (const url of [
      '/media/demo/../seed-demo.ts',
      '/media/demo/%2e%2e/seed-demo.ts',
      '/media/demo/..%2fseed-demo.ts',
      '/media/demo/%2e%2e%2f%2e%2e%2fschema%2faccounts.ts',
      '/media/demo/missing.svg',
    ]) {
      const response = await app.inject(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('import');
    }
  });
});

describe('npm run db:seed', () => {
  const cli = fileURLToPath(new URL('./seed-cli.ts', import.meta.url));
  it('refuses to run in production', () => {
    const dataDir = path.join(tmpdir(), `seed-refused-${process.pid}`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli], {
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to seed demo data');
    expect(existsSync(dataDir)).toBe(false);
  });
});
