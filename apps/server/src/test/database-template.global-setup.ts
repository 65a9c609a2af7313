import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { adminQuery, databaseUrl } from './scratch-database.ts';

/**
 * Migrates one database for the whole run, which each test file copies for a database of its own
 * (src/test/test-database.ts). On PGlite a fresh in-memory database runs initdb (about 3 s) and every
 * migration; copying a migrated folder and opening it takes under a second. On a PostgreSQL server
 * (TEST_DB_KIND=postgres) `create database … template` copies the migrated one in about 0.15 s,
 * where creating an empty one and migrating it took 0.3–0.6 s per file.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.['TEST_DB_KIND'] === 'postgres') return migratePostgresTemplate(project);
  const parent = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const dataDir = path.join(parent, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(parent, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `test_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    // Closed before any file copies it: a template must have no connections.
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('postgresTemplateDatabase', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
