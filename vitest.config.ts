import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. With TEST_DATABASE_URL the server's tests run a second
// time on that PostgreSQL server (project server-pg), together with the *.pg-test.ts files: races
// that only a server with concurrent transactions can show. With REDIS_URL too, that project also
// runs the *.redis-test.ts files: several server instances on one database and one Redis. (Vite
// concatenates this include with the extended config's.)
const postgresOnlyTests = [
  'src/**/*.pg-test.ts',
  ...(process.env['REDIS_URL'] ? ['src/**/*.redis-test.ts'] : []),
];
const serverOnPostgres = process.env['TEST_DATABASE_URL']
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-pg', env: { TEST_DB_KIND: 'postgres' }, include: postgresOnlyTests },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', ...serverOnPostgres, 'apps/web'],
  },
});
