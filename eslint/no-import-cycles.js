import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@typescript-eslint/typescript-estree';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/**
 * No dependency cycles between our own files, through value imports, re-exports or dynamic
 * `import()`; `import type` and `export type` are erased at build time and cannot cycle. Only
 * relative specifiers are followed: packages (the contracts included) import nothing of ours.
 *
 * Each file is read and parsed once per lint run and its imports kept, so that a file's check
 * follows remembered edges (eslint-plugin-import's no-cycle, which this replaces, spent about 40 s
 * of a 55 s lint walking the same graph again from every file).
 */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Our files import each other without cycles' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{cycle}}.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!CODE_EXTENSIONS.includes(path.extname(file))) return {};
    return {
      'Program:exit'(program) {
        for (const { node, target } of valueImports(program, file)) {
          const way = pathBetween(target, file);
          if (!way) continue;
          const cycle = [file, ...way].map((step) => path.relative(context.cwd, step)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { cycle } });
        }
      },
    };
  },
};

/** Files already read: their resolved value imports, by absolute path. */
const importsByFile = new Map();

function importsOf(file) {
  let imports = importsByFile.get(file);
  if (!imports) {
    let program;
    try {
      program = parse(readFileSync(file, 'utf8'), { jsx: file.endsWith('.tsx'), loc: false, range: false });
    } catch {
      // A file that does not parse is reported by the linter itself, where it is linted.
      program = { type: 'Program', body: [] };
    }
    imports = [...new Set(valueImports(program, file).map(({ target }) => target))];
    importsByFile.set(file, imports);
  }
  return imports;
}

/** The shortest chain of imports from `from` to `to` (both included), or null. */
function pathBetween(from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    const current = queue[index];
    if (current === to) {
      const way = [];
      for (let step = current; step !== null; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of importsOf(current)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The statements and expressions of `program` that load another of our files at run time. */
function valueImports(program, file) {
  const found = [];
  const add = (node, source) => {
    const target = typeof source === 'string' ? resolveOwnFile(file, source) : null;
    if (target) found.push({ node, target });
  };
  walk(program, (node) => {
    switch (node.type) {
      case 'ImportDeclaration': {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((specifier) => specifier.importKind === 'type'));
        if (!typeOnly) add(node, node.source.value);
        break;
      }
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source && node.exportKind !== 'type') add(node, node.source.value);
        break;
      case 'ImportExpression':
        if (node.source.type === 'Literal') add(node, node.source.value);
        break;
    }
  });
  return found;
}

/** Visits every node of an ESTree (ESLint's own, or typescript-estree's without positions). */
function walk(node, visit) {
  visit(node);
  for (const key in node) {
    if (key === 'parent' || key === 'tokens' || key === 'comments') continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
    } else if (value && typeof value.type === 'string') {
      walk(value, visit);
    }
  }
}

/** The code file a relative specifier names (with or without its extension), or null. */
function resolveOwnFile(importer, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(importer), specifier.split('?')[0]);
  const candidates = [
    base,
    ...CODE_EXTENSIONS.map((extension) => base + extension),
    ...CODE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return (
    candidates.find((candidate) => CODE_EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) ??
    null
  );
}

function isFile(candidate) {
  return existsSync(candidate) && statSync(candidate).isFile();
}
