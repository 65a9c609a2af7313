import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../lib/theme';
import './theme.css';

const noop = () => {};

/** What Mantine's components read from their provider: a light scheme, the default prefixes. */
const mantineSettings = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

/**
 * Mantine's theme and settings without MantineProvider. The provider computes the theme's CSS
 * variables and breakpoint classes in every browser and writes them as <style> elements; here they
 * are written once at build time into theme.css (build/theme-css.ts), which saves about 3 KB of
 * JavaScript and that work on every first load. The scheme is always light: its attribute is in
 * the HTML (index.html and the server's pages), since Mantine's scheme script would be an inline
 * script, which the Content-Security-Policy forbids.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={mantineSettings}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
