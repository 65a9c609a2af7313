import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Vite writes the stylesheet after the entry script and its module preloads. The stylesheet is
 * what holds back the first paint of a server-rendered page, so it goes first in the head: the
 * browser asks for it before the scripts, which are only needed to hydrate.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(STYLESHEET) ?? [];
        if (stylesheets.length === 0) return html;
        const rest = html.replace(STYLESHEET, '');
        return rest.replace(/(<meta name="viewport"[^>]*>)/, `$1${stylesheets.join('')}`);
      },
    },
  };
}
