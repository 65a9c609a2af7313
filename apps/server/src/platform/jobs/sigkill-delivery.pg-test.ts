import { afterAll, describe, it } from 'vitest';
import { contactSurvivesSigkill } from '../../test/contact-after-sigkill.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const database = await openTestDatabase();
afterAll(() => database.close());

describe('a server killed right after it answered (PostgreSQL)', () => {
  it('delivers the contact mails on its next start', { timeout: 180_000 }, async () => {
    if (!database.url) throw new Error('this test runs on PostgreSQL (TEST_DATABASE_URL)');
    await contactSurvivesSigkill({ DATABASE_URL: database.url });
  });
});
