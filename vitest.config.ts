import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { moduleMockingTests, serverTestOptions } from './apps/server/vitest.config.ts';
import { webModuleMockingTests, webTestOptions } from './apps/web/vitest.config.ts';

// One `vitest run` covers every workspace. With TEST_DATABASE_URL the server's tests that rest on
// the database run on that PostgreSQL server (project server-pg) rather than on PGlite, together
// with the *.pg-test.ts files: races that only a server with concurrent transactions can show. With
// REDIS_URL too, that project also runs the *.redis-test.ts files: several server instances on one
// database and one Redis. (Vite concatenates this include and exclude with the extended config's.)
const postgresOnlyTests = [
  'src/**/*.pg-test.ts',
  ...(process.env['REDIS_URL'] ? ['src/**/*.redis-test.ts'] : []),
];
// On PostgreSQL, the tests whose outcome rests on the database: transactions, locks, constraints,
// the ledger, jobs and queries. Tests of HTTP framing, payment-provider signatures, crypto, mail
// and texts ask nothing of it, and run on PGlite only.
const databaseIndifferentTests = [
  'src/config/**/*.test.ts',
  'src/locales/**/*.test.ts',
  'src/db/seed/**/*.test.ts',
  'src/platform/http/**/*.test.ts',
  'src/platform/payments/**/*.test.ts',
  'src/platform/crypto/**/*.test.ts',
  'src/platform/calendar/**/*.test.ts',
  'src/modules/auth/**/*.test.ts',
  'src/modules/contact/**/*.test.ts',
  'src/modules/dev-outbox/**/*.test.ts',
  'src/modules/device-checks/**/*.test.ts',
  'src/modules/mail/**/*.test.ts',
  'src/modules/push/**/*.test.ts',
  'src/modules/site-index/**/*.test.ts',
  'src/modules/uploads/**/*.test.ts',
];
// With a PostgreSQL server at hand, the files of server-pg do not run on PGlite as well: PGlite
// keeps the files that ask nothing of the database and those of the code that differs between the
// two (the database client and migrations, units of work, jobs). The journeys run the whole
// product on PGlite besides. Without a server, every file runs on PGlite.
const pgliteSpecificTests = [
  'src/db/**/*.test.ts',
  'src/platform/db/**/*.test.ts',
  'src/platform/jobs/**/*.test.ts',
];
// Files that open an embedded database of their own whatever the project (a data folder's lock, a
// server killed on PGlite): on server-pg they would only repeat themselves.
const embeddedDatabaseTests = ['src/db/data-dir-lock.test.ts', 'src/platform/jobs/sigkill-delivery.test.ts'];
const serverOnPglite = process.env['TEST_DATABASE_URL']
  ? {
      root: './apps/server',
      test: {
        ...serverTestOptions,
        name: 'server',
        include: [...databaseIndifferentTests, ...pgliteSpecificTests],
        exclude: [...configDefaults.exclude, ...moduleMockingTests.pglite, ...moduleMockingTests.postgres],
        // As apps/server/vitest.config.ts: the files of a worker share the imported modules.
        isolate: false,
      },
    }
  : 'apps/server';

const serverOnPostgres = process.env['TEST_DATABASE_URL']
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-pg',
          env: { TEST_DB_KIND: 'postgres' },
          include: postgresOnlyTests,
          exclude: [...databaseIndifferentTests, ...embeddedDatabaseTests],
        },
      },
    ]
  : [];

/** Files that mock a module, each in a module graph of its own (see apps/server/vitest.config.ts). */
const isolatedServerTests = [
  {
    root: './apps/server',
    test: { ...serverTestOptions, name: 'server-isolated', include: moduleMockingTests.pglite },
  },
  ...(process.env['TEST_DATABASE_URL']
    ? [
        {
          root: './apps/server',
          test: {
            ...serverTestOptions,
            name: 'server-pg-isolated',
            env: { TEST_DB_KIND: 'postgres' },
            include: moduleMockingTests.postgres,
          },
        },
      ]
    : []),
];

/** Web files that mock a module, each in a module graph of its own (see apps/web/vitest.config.ts). */
const isolatedWebTests = {
  root: './apps/web',
  test: { ...webTestOptions, name: 'web-isolated', include: webModuleMockingTests },
};

export default defineConfig({
  test: {
    // Test files wait on PGlite, the network and child processes as much as on the CPU: two at a
    // time keep even a 2-core machine busy (vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      // The repository's own lint rules and the web build's own steps.
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['eslint/**/*.test.js', 'apps/web/build/**/*.test.ts'],
        },
      },
      serverOnPglite,
      ...serverOnPostgres,
      ...isolatedServerTests,
      'apps/web',
      isolatedWebTests,
    ],
  },
});
