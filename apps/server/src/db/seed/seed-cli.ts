// `npm run db:seed`: migrates the configured database and seeds the demo data. Never in production.
import { loadConfig } from '../../config/env.ts';
import { createFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { loadFieldKeyring } from '../../platform/crypto/field-keyring.ts';
import { migrateDatabase } from '../migrate.ts';
import { openConfiguredDatabase } from '../open-configured-database.ts';
import { DEMO_PASSWORD, seedDemoData } from './seed-demo.ts';

const config = loadConfig();
if (config.isProduction) {
  process.stderr.write('Refusing to seed demo data: NODE_ENV is production.\n');
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  await seedDemoData(database.db, createFieldCipher(loadFieldKeyring(config)), {
    siteHostname: new URL(config.PUBLIC_URL).hostname,
  });
  process.stdout.write(
    `Demo data seeded (${database.kind}); every demo account's password is ${DEMO_PASSWORD}.\n`,
  );
} finally {
  await database.close();
}
