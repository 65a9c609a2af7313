import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock: they need a module graph of their own, so they
 * run isolated (project web-isolated of the root config).
 */
export const webModuleMockingTests = [
  'src/features/auth/components/register-form.test.tsx',
  'src/features/auth/components/sign-in-form.test.tsx',
  'src/shell/badge-hub/use-badge-hub.test.tsx',
];

/** What every web project shares. */
export const webTestOptions = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/testing/setup-tests.ts'],
  restoreMocks: true,
  // Journeys through lazy pages on a 2-core CI machine need more than the 5 s default.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    ...webTestOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...webModuleMockingTests],
    // Test files in one worker share the imported modules (React, Mantine, the pages): importing
    // them again for every file took most of the project's time. setup-tests.ts resets what the
    // modules keep between tests.
    isolate: false,
  },
});
