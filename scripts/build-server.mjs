// `npm run build:server`: the server as one JavaScript file, apps/server/dist/server.js, run with
// `node apps/server/dist/server.js` (no TypeScript compiler at run time). The server's own code,
// its .tsx mail templates, its JSON texts, packages/contracts and most npm packages are bundled:
// resolving and reading the thousand files of node_modules one by one was about a third of a
// start. The packages below stay in node_modules, because they read files that lie beside their
// code (WebAssembly, native binaries, static assets, their package.json) or are optional, and
// React stays one copy shared with the web app's server entry, which the server loads from there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const outfile = path.join(serverDir, 'dist/server.js');
const external = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'socket.io',
  'ioredis',
  'pino',
  'pg-native',
  'react',
  'react-dom',
].flatMap((name) => [name, `${name}/*`]);

/**
 * Bundled CommonJS packages call require() for Node's modules, which an ES module does not have;
 * the bundle makes one for them.
 */
const requireBanner =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

/**
 * Files that read what lies beside them (migrations, demo images, the built web app) find it
 * through import.meta.url. In the bundle that would be the bundle's address, so each module's
 * import.meta.url is replaced by its source file's address, relative to the bundle: the compiled
 * server runs from the repository checkout it was built in, as `npm start` does.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  jsx: 'automatic',
  sourcemap: true,
  banner: { js: requireBanner },
  plugins: [sourceFileUrls],
  logLevel: 'warning',
});
console.log(`built ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`);
