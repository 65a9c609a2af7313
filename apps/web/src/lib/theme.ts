import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/** A calm sea green; shade 6 (#0b6e69) gives 6:1 contrast with white, text and filled buttons alike. */
const sea: MantineColorsTuple = [
  '#e7f5f4',
  '#cfe9e7',
  '#a0d4d0',
  '#6dbdb7',
  '#45a9a2',
  '#23918a',
  '#0b6e69',
  '#095f5b',
  '#074f4c',
  '#053f3d',
];

/**
 * A light badge or button given a shade ("teal.9") writes that shade on its colour's palest tint,
 * as the components here pick dark shades to read at 4.5:1. Mantine's own resolver fills it with
 * the shade and writes the colour's light text on it: the text disappears into the fill.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant !== 'light' || !parsed.isThemeColor || parsed.shade === undefined)
    return defaultVariantColorsResolver(input);
  const palette = input.theme.colors[parsed.color];
  return {
    background: palette?.[0] ?? parsed.value,
    hover: palette?.[1] ?? parsed.value,
    color: parsed.value,
    border: `${rem(1)} solid transparent`,
  };
};

export const theme = createTheme({
  variantColorResolver,
  colors: { sea },
  primaryColor: 'sea',
  primaryShade: 6,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  defaultRadius: 'md',
  // The spec's breakpoints: sm 576, md 768, lg 992, xl 1200 px (vite.config.ts repeats them for PostCSS).
  breakpoints: { xs: '30em', sm: '36em', md: '48em', lg: '62em', xl: '75em' },
  focusRing: 'auto',
  // Whoever asks their system for less motion gets dialogs and menus without fading or sliding.
  respectReducedMotion: true,
});

/** Mantine's dimmed grey and error red are 3.3:1 on white; darker shades read at 5:1 and more. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: {},
});
