import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys in Debian's Chromium against the real server and the built web app. Run
 * through `npm run test:e2e` (apps/web/e2e/run.mjs); one journey file at a time, since they share
 * one server and one demo database.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
