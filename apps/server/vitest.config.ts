import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock: they need a module graph of their own, so they
 * run isolated (projects server-isolated and server-pg-isolated of the root config).
 */
export const moduleMockingTests = {
  pglite: ['src/modules/auth/password-reset-limits.test.ts'],
  postgres: ['src/modules/auth/sign-in-race.pg-test.ts'],
};

/** What every server project shares. TEST_DB_KIND=postgres runs on a real server (src/test/test-database.ts). */
export const serverTestOptions = {
  environment: 'node' as const,
  // One migrated database per run (a PGlite folder or a PostgreSQL template), copied by each test file.
  globalSetup: ['./src/test/database-template.global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...moduleMockingTests.pglite, ...moduleMockingTests.postgres],
    // Test files in one worker share the imported modules: each builds its own app and database,
    // and importing the server's module graph again for every file cost seconds each.
    isolate: false,
  },
});
