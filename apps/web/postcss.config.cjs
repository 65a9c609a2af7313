// Mantine's mixins and breakpoint variables (https://mantine.dev/styles/postcss-preset).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // The spec's breakpoints (sm 576, md 768, lg 992, xl 1200 px); keep in step with lib/theme.ts.
        'mantine-breakpoint-xs': '30em',
        'mantine-breakpoint-sm': '36em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '62em',
        'mantine-breakpoint-xl': '75em',
      },
    },
  },
};
