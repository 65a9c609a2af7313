import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

/**
 * Migrates one PGlite database for the whole run. A fresh in-memory PGlite runs initdb (about 3 s)
 * and every migration; copying a migrated folder and opening it takes under a second.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.['TEST_DB_KIND'] === 'postgres') return;
  const parent = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const dataDir = path.join(parent, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(parent, { recursive: true, force: true });
}
