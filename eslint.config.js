import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { kebabCaseFiles } from './eslint/kebab-case-files.js';
import { noImportCycles } from './eslint/no-import-cycles.js';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);

/** Sub-folders that exist now; the zones below follow new features and modules without edits. */
function foldersIn(...parts) {
  const dir = at(...parts);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const web = (...parts) => at('apps/web/src', ...parts);
const server = (...parts) => at('apps/server/src', ...parts);

/**
 * Who may import each schema file of apps/server/src/db/schema (docs/data-ownership.md):
 * `<module>.ts` holds the tables of module `<module>`, and only that module's repos import it;
 * a file named after no module (`platform.ts`) holds the platform's tables; `index.ts` is the
 * database client's. The database
 * code (db/: client, migrations, seed) and test code may import any. Targets are globs of the
 * files that may not: every other product file.
 */
function schemaZones() {
  const dir = at('apps/server/src/db/schema');
  if (!existsSync(dir)) return [];
  const modules = foldersIn('apps/server/src/modules');
  const tests = '*.test|*.pg-test|*.redis-test|*-test-helpers';
  /** The product files under `folder`, leaving out tests and the files named `excluded`. */
  const code = (folder, excluded) =>
    server(folder, '**', `!(${excluded ? `${tests}|${excluded}` : tests}).ts`);
  const rootFiles = server(`!(${tests}).ts`);
  /** Every product file outside db/ but the owner's `owner` files. */
  const allBut = (module, owner) => [
    rootFiles,
    code('config'),
    code('platform'),
    code(`modules/!(${module})`),
    code(`modules/${module}`, owner),
  ];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const name = path.basename(file, '.ts');
      const from = server('db/schema', file);
      if (name === 'index') {
        const target = [rootFiles, code('config'), code('platform'), code('modules')];
        return { target, from, message: 'Only the database code (db/) uses the whole schema.' };
      }
      if (!modules.includes(name)) {
        // Named after no module: the platform's tables. The dev outbox page reads its outbox.
        const target =
          name === 'platform'
            ? [
                rootFiles,
                code('config'),
                code('modules/!(dev-outbox)'),
                code('modules/dev-outbox', 'dev-outbox.repo'),
              ]
            : [rootFiles, code('config'), code('modules')];
        return { target, from, message: 'The platform owns these tables; modules call its services.' };
      }
      return {
        target: allBut(name, '*.repo'),
        from,
        message: `The ${name} module owns these tables: only its repos import them; other modules call its service.`,
      };
    });
}

/**
 * The dependency rules of ARCHITECTURE.md §3. Paths are absolute so that ESLint gives the same
 * answer from any working folder.
 */
const zones = [
  // web → contracts, server → contracts, never web ↔ server; contracts depends on neither.
  {
    target: at('apps/web'),
    from: at('apps/server'),
    message: 'The web app talks to the server over HTTP only.',
  },
  { target: at('apps/server'), from: at('apps/web'), message: 'The server never imports the web app.' },
  {
    target: at('packages/contracts'),
    from: [at('apps/web'), at('apps/server')],
    message: 'Contracts depend on no app.',
  },

  // Server: the platform knows no module; routes → service → repo → db; modules meet through services.
  { target: server('platform'), from: server('modules'), message: 'The platform knows no module.' },
  {
    target: server('modules/**/*.routes.ts'),
    from: server('**/*.repo.ts'),
    message: 'Routes call the service; only the service uses a repo.',
  },
  ...foldersIn('apps/server/src/modules').map((module) => ({
    target: server('modules', module),
    from: server('modules/*/*.repo.ts'),
    except: [server('modules', module, '**')],
    message: "Use the other module's service, never its repo.",
  })),
  // Every table has one owning module.
  ...schemaZones(),

  // Web: app → features → components, lib, shell, config; no feature imports another.
  ...foldersIn('apps/web/src/features').map((feature) => ({
    target: web('features', feature),
    from: web('features'),
    except: [`./${feature}`],
    message: 'A feature does not import another feature; compose them in app/.',
  })),
  { target: web('features'), from: web('app'), message: 'Features do not import app/.' },
  {
    target: [web('components'), web('lib'), web('shell'), web('config')],
    from: [web('features'), web('app')],
    message: 'Shared code does not import features or app/.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {
      import: importPlugin,
      local: { rules: { 'kebab-case-files': kebabCaseFiles, 'no-import-cycles': noImportCycles } },
    },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    settings: {
      // How the zones and the self-import check find the file an import names.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'] } },
    },
    rules: {
      'local/no-import-cycles': 'error',
      'import/no-self-import': 'error',
      'import/no-restricted-paths': ['error', { basePath: root, zones }],
      'local/kebab-case-files': ['error', { root }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@app/server', '@app/server/*'], message: 'Nothing imports the server package.' },
            { group: ['@app/web', '@app/web/*'], message: 'Nothing imports the web package.' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files (postcss).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Product code logs through the logger (pino), never the console.
  { files: ['**/src/**'], rules: { 'no-console': 'error' } },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    // Test code may watch and use the console (a test that logs console.error fails).
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.redis-test.ts',
      '**/*.pg-test.ts',
      '**/e2e/**',
      '**/test/**',
      '**/testing/**',
    ],
    languageOptions: { globals: { ...globals.vitest } },
    rules: { 'no-console': 'off' },
  },
  {
    // Journeys run their callbacks inside the browser page.
    files: ['apps/web/e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
