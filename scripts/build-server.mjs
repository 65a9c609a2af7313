// `npm run build:server`: the server as one JavaScript file, apps/server/dist/server.js, run with
// `node apps/server/dist/server.js` (no TypeScript compiler at run time). The server's own code,
// its .tsx mail templates, its JSON texts and packages/contracts are bundled; the npm packages stay
// in node_modules and are imported from there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const outfile = path.join(serverDir, 'dist/server.js');
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [
  ...dependencies(path.join(serverDir, 'package.json')),
  ...dependencies(path.join(root, 'packages/contracts/package.json')),
].flatMap((name) => [name, `${name}/*`]);

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
  plugins: [sourceFileUrls],
  logLevel: 'warning',
});
console.log(`built ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`);
