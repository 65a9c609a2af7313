import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = import.meta.dirname;
const srcDir = path.join(appDir, '..');
/** The package's folder of per-component stylesheets (its exports name no package.json). */
const stylesDir = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@mantine/core/styles.css'))),
  'styles',
);

/** Components whose look comes from another component's file as well as their own. */
const builtFrom: Record<string, string[]> = { Select: ['Combobox'], Autocomplete: ['Combobox'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The components the app's code imports from @mantine/core. */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const name of names!.split(',')) {
        const component = name
          .trim()
          .replace(/^type\s+/, '')
          .replace(/\s+as\s+.*/, '');
        if (/^[A-Z]/.test(component)) used.add(component);
      }
    }
  }
  return used;
}

describe("Mantine's styles", () => {
  it('hold the file of every component the app uses (an unstyled stepper once slipped through)', () => {
    const imported = readFileSync(path.join(appDir, 'mantine-styles.ts'), 'utf8');
    const missing = [...usedComponents()]
      .flatMap((component) => [component, ...(builtFrom[component] ?? [])])
      .filter((component) => existsSync(path.join(stylesDir, `${component}.css`)))
      .filter((component) => !imported.includes(`'@mantine/core/styles/${component}.css'`));
    expect([...new Set(missing)]).toEqual([]);
  });
});
