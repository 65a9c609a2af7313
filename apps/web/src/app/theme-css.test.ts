import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../../build/theme-css';

describe('theme.css', () => {
  // The file, not an import: the tests load no CSS.
  const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');

  it('holds the variables and breakpoint classes the theme gives (rewrite it: npx tsx apps/web/build/theme-css.ts)', () => {
    expect(css).toBe(themeCss());
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-sea-filled)');
    expect(css).toContain('.mantine-hidden-from-md');
  });
});
