import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace. With TEST_DATABASE_URL the server's tests run a second
// time on that PostgreSQL server (project server-pg).
const serverOnPostgres = process.env['TEST_DATABASE_URL']
  ? [{ extends: './apps/server/vitest.config.ts', root: './apps/server', test: { name: 'server-pg', env: { TEST_DB_KIND: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', ...serverOnPostgres, 'apps/web'],
  },
});
