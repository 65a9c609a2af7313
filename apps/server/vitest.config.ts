import { defineConfig } from 'vitest/config';

// TEST_DB_KIND=postgres runs the same tests on a real server (see src/test/test-database.ts).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
