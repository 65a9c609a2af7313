import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project has its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
