import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycles } from './no-import-cycles.js';

const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'local/no-import-cycles': 'error' },
  },
];

/** Writes the files of a small project into a folder of its own and lints one of them. */
function lintIn(name, files, linted) {
  const at = (file) => path.join(folder, `${name}-${file}`);
  for (const [file, text] of Object.entries(files)) writeFileSync(at(file), text);
  const filename = at(linted);
  return new Linter({ cwd: folder })
    .verify(readFileSync(filename, 'utf8'), config, { filename })
    .map((message) => message.message);
}

describe('no-import-cycles', () => {
  it('names the whole cycle of value imports at the import that starts it', () => {
    const messages = lintIn(
      'values',
      {
        'a.ts': "import { b } from './values-b.ts';\nexport const a = b;\n",
        'b.ts': "import { c } from './values-c';\nexport const b = c;\n",
        'c.ts': "export { a as c } from './values-a.ts';\n",
      },
      'a.ts',
    );
    expect(messages).toEqual(['Dependency cycle: values-a.ts → values-b.ts → values-c.ts → values-a.ts.']);
  });

  it('follows dynamic imports', () => {
    const messages = lintIn(
      'lazy',
      {
        'a.ts': "export const load = () => import('./lazy-b.ts');\n",
        'b.ts': "import { load } from './lazy-a.ts';\nexport const again = load;\n",
      },
      'a.ts',
    );
    expect(messages).toEqual(['Dependency cycle: lazy-a.ts → lazy-b.ts → lazy-a.ts.']);
  });

  it('lets type-only imports and packages go both ways', () => {
    const messages = lintIn(
      'types',
      {
        'a.ts':
          "import type { TB } from './types-b.ts';\nimport { z } from 'zod';\nexport type TA = TB;\nexport const s = z;\n",
        'b.ts': "import { type TA } from './types-a.ts';\nexport type TB = TA | 1;\n",
      },
      'a.ts',
    );
    expect(messages).toEqual([]);
  });
});
