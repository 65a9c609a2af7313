import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counselorApplications } from '../../db/schema/counselor-applications.ts';
import { buildTestApp, startAgain, testFieldCipher, testFieldKeys } from '../../test/build-test-app.ts';
import { createUser } from '../../test/test-users.ts';
import { bankAccountContext } from './counselor-applications.repo.ts';

const keys = testFieldKeys();
const testApp = await buildTestApp({ FIELD_ENCRYPTION_KEYS: keys });
const db = testApp.database.db;

describe("a counselor applicant's bank account number", () => {
  it('written in plaintext is encrypted at the next start, bound to its application', async () => {
    const applicant = await createUser(testApp.database, { role: 'client' });
    const [application] = await db
      .insert(counselorApplications)
      .values({ applicantId: applicant.id, bankAccountNumber: '00123456789012' })
      .returning({ id: counselorApplications.id });

    await startAgain(testApp, { FIELD_ENCRYPTION_KEYS: keys });
    const [row] = await db
      .select()
      .from(counselorApplications)
      .where(eq(counselorApplications.id, application!.id));
    expect(row?.bankAccountNumber).not.toContain('00123456789012');
    expect(
      testFieldCipher(testApp).decrypt(row!.bankAccountNumber!, bankAccountContext(application!.id)),
    ).toBe('00123456789012');
  });
});
