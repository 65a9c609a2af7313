import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Files and folders are kebab-case (ARCHITECTURE.md §3). The name is checked up to its first dot,
 * so `accounts.routes.ts`, `i18next.d.ts` and `home.e2e.ts` pass; folders are checked from the
 * repository root down.
 */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      file: 'File name "{{name}}" is not kebab-case.',
      folder: 'Folder name "{{name}}" is not kebab-case.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const relative = path.relative(root, context.physicalFilename);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const segments = relative.split(path.sep);
    const fileName = segments.pop() ?? '';
    return {
      Program(node) {
        for (const folder of segments) {
          const name = folder.replace(/^\./, '');
          if (!KEBAB.test(name)) context.report({ node, messageId: 'folder', data: { name: folder } });
        }
        const stem = fileName.replace(/^\./, '').split('.')[0] ?? '';
        if (!KEBAB.test(stem)) context.report({ node, messageId: 'file', data: { name: fileName } });
      },
    };
  },
};
