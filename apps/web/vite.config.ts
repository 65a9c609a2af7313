import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { lightSchemeOnly } from './build/light-scheme-only';
import { precompress } from './build/precompress';
import { stylesheetFirst } from './build/stylesheet-first';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

// In development the API server runs beside Vite; in production it serves dist/ itself, and renders
// the public pages with the server build (`vite build --ssr`, into dist-server/).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst(), precompress()],
  // The server build is code only: the files of public/ are served from dist/.
  publicDir: isSsrBuild ? false : 'public',
  css: {
    postcss: {
      plugins: [
        // Mantine's mixins and breakpoint variables (https://mantine.dev/styles/postcss-preset).
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            // The spec's breakpoints (sm 576, md 768, lg 992, xl 1200 px); keep in step with lib/theme.ts.
            'mantine-breakpoint-xs': '30em',
            'mantine-breakpoint-sm': '36em',
            'mantine-breakpoint-md': '48em',
            'mantine-breakpoint-lg': '62em',
            'mantine-breakpoint-xl': '75em',
          },
        }),
        lightSchemeOnly(),
      ],
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      // The room server refuses pages of other origins; through this proxy the page is the site's.
      '/roomHub': { target: apiTarget, ws: true, headers: { origin: apiTarget } },
      // A regular expression, so that routes such as /devicecheck stay with the app.
      '^/dev(/|$)': apiTarget,
      '/healthz': apiTarget,
      // Demo pictures and uploaded covers.
      '/media': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: {
    // Phones on slow networks: keep the entry small; routes and the captcha load on demand.
    chunkSizeWarningLimit: 400,
    // One stylesheet, linked by every page: a page rendered on the server is styled before any
    // script runs (a route chunk's own CSS would arrive only with its script). Budget: build/budgets.ts.
    cssCodeSplit: false,
    // Which files each entry and route loads: the budget check reads it.
    manifest: true,
    modulePreload: {
      // Every browser the site supports knows modulepreload; the polyfill would only add bytes.
      polyfill: false,
      // The page's HTML names its entry script only: the chunks it imports are fetched once it
      // arrives, instead of all at once beside the stylesheet, which holds back the first paint
      // of a server-rendered page. Lazy routes still fetch their chunks together.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across deploys.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // TanStack Query, needed by every page: one chunk rather than several small ones.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The translator and its React binding: one small chunk rather than several.
            {
              name: 'i18n',
              test: /src[\\/]lib[\\/](i18n|translator|use-translation|page-namespaces|cookies)\.tsx?$/,
            },
            // The cards of the home page and the lists (counselors, topics, ratings): one chunk
            // rather than a handful of few-hundred-byte ones, each with its own overhead. The
            // Mantine building blocks and route table they share with every page join them.
            {
              name: 'cards',
              test: /src[\\/](components[\\/]ui[\\/](card|card-grid|static-stars|rating-summary)|features[\\/](counselors[\\/]components[\\/]counselor-basics|topics[\\/]components[\\/](topic-card|image-cover|length-and-price)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
}));
