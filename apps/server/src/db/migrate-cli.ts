// `npm run db:migrate`: applies the migrations to the configured database (DATABASE_URL or the PGlite in DATA_DIR).
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
);
try {
  await migrateDatabase(database);
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
