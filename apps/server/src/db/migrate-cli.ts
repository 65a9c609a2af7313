// `npm run db:migrate`: applies the migrations to the configured database (DATABASE_URL or the PGlite in DATA_DIR).
import { loadConfig } from '../config/env.ts';
import { migrateDatabase } from './migrate.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrateDatabase(database);
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
