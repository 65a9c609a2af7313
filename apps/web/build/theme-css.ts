/**
 * The theme's CSS variables and breakpoint classes as a stylesheet, written at build time instead
 * of computed in every browser by Mantine's provider (app/site-mantine-provider.tsx says why).
 *
 *   npx tsx apps/web/build/theme-css.ts     rewrites src/app/theme.css after a change of lib/theme.ts
 *
 * theme-css.test.ts fails while the file differs from what the theme gives.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '../src/lib/theme';

type TGroup = keyof ConvertCSSVariablesInput;
const groups: TGroup[] = ['variables', 'light', 'dark'];

/** The variables Mantine's provider would write: the theme's, less those its stylesheet holds. */
function themeVariables(): string {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(full);
  const overrides = cssVariablesResolver(full);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const group of groups) {
    const merged = { ...ours[group], ...overrides[group] };
    for (const name of keys(merged)) {
      if (merged[name] !== defaults[group][name]) changed[group][name] = merged[name]!;
    }
  }
  return convertCssVariables(changed, ':root');
}

/** Mantine's `hiddenFrom` and `visibleFrom` classes for the theme's breakpoints. */
function breakpointClasses(): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return keys(breakpoints)
    .map((breakpoint) => {
      const value = px(breakpoints[breakpoint]) as number;
      return (
        `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}\n` +
        `@media (min-width: ${em(value)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('\n');
}

export function themeCss(): string {
  return (
    '/* Written by build/theme-css.ts from lib/theme.ts: change the theme, then run it. */\n' +
    `${themeVariables()}\n${breakpointClasses()}\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const themeCssPath = fileURLToPath(new URL('../src/app/theme.css', import.meta.url));
  writeFileSync(themeCssPath, themeCss());
}
