import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlLang, pageHeadTags, type TPageHead } from './page-head-tags.ts';
import { pageLocale, type TPageLocale } from './page-locale.ts';
import { matchesIfNoneMatch } from './public-cache.ts';

/** The part of the web app's server build (apps/web/src/entry-server.tsx) the server calls. */
type TServerEntry = {
  configureServerRender: (options: { hostname: string }) => void;
  renderPage: (request: {
    url: URL;
    locale: TPageLocale;
    readApi: (apiLocale: string, path: string) => Promise<unknown>;
  }) => Promise<{
    status: number;
    head: TPageHead;
    state: unknown;
    dataFingerprint: string;
    render: (callbacks: {
      onShellReady: (stream: { pipe: (destination: Writable) => unknown }) => void;
      onShellError: (error: unknown) => void;
      onError: (error: unknown) => void;
    }) => void;
  } | null>;
  serializeServerState: (state: never) => string;
  SERVER_STATE_ID: string;
};

/** The built index.html cut where the rendered page goes. */
type TTemplate = { source: string; beforeHead: string; beforeRoot: string; afterRoot: string };

/** A browser that signed in (the web app's 24-hour cookie) gets the app, which knows its session. */
const SIGNED_IN_COOKIE = 'logged_in';

function splitTemplate(source: string): TTemplate {
  const withoutDefaults = source
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const [head = '', body = ''] = withoutDefaults.split('</head>');
  const [beforeRoot = '', afterRoot = ''] = body.split('<div id="root"></div>');
  return {
    source,
    beforeHead: head.replace(/<html[^>]*>/, ''),
    beforeRoot: `</head>${beforeRoot}`,
    afterRoot,
  };
}

export type TServerRenderer = {
  /** Answers a page request with its server-rendered HTML; false when the page is the app's alone. */
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
};

/**
 * The public pages' HTML rendered on the server from the web app's server build, streamed, with
 * the data it shows handed over for hydration. Absent builds (development under Vite) render
 * nothing here: the browser renders every page.
 */
export async function createServerRenderer(
  app: FastifyInstance,
  options: { distDir: string; entryFile: string; publicUrl: string },
): Promise<TServerRenderer | null> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(options.entryFile) || !existsSync(indexFile)) return null;
  const entry = (await import(pathToFileURL(options.entryFile).href)) as TServerEntry;
  entry.configureServerRender({ hostname: new URL(options.publicUrl).hostname });
  const template = splitTemplate(readFileSync(indexFile, 'utf8'));

  const readApi = async (apiLocale: string, apiPath: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/${apiLocale}${apiPath}` });
    const body = response.json<{ error_code: number; message: string; data: unknown }>();
    if (response.statusCode !== 200 || body.error_code !== 0) {
      throw new Error(`GET ${apiPath} answered ${response.statusCode}: ${body.message}`);
    }
    return body.data;
  };

  return {
    async sendPage(request, reply) {
      if (request.cookies?.[SIGNED_IN_COOKIE]) return false;
      const url = new URL(request.url, options.publicUrl);
      const locale = pageLocale(request);
      const page = await entry.renderPage({ url, locale, readApi });
      if (!page) return false;

      // The HTML follows from the build, the address, the language and the data: their hash tags it.
      const stateJson = entry.serializeServerState(page.state as never);
      const etag = `"${createHash('sha1')
        .update(template.source)
        .update(url.pathname + url.search)
        .update(locale)
        .update(page.dataFingerprint)
        .digest('base64url')}"`;
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .header('ETag', etag);
      if (matchesIfNoneMatch(request, etag)) {
        await reply.code(304).send();
        return true;
      }

      let stream;
      try {
        stream = await new Promise<{ pipe: (destination: Writable) => unknown }>((resolve, reject) =>
          page.render({
            onShellReady: resolve,
            onShellError: reject,
            onError: (error) =>
              request.log.warn({ err: error }, 'Part of a page failed to render on the server'),
          }),
        );
      } catch (error) {
        // The browser can still render it: send the app instead of an error.
        request.log.error({ err: error }, 'Rendering a page failed; sending the app to render it');
        reply.removeHeader('ETag');
        return false;
      }
      const tail = `<script type="application/json" id="${entry.SERVER_STATE_ID}">${stateJson}</script>${template.afterRoot}`;
      const document = new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush(done) {
          this.push(`</div>${tail}`);
          done();
        },
      });
      document.write(
        `<!doctype html>\n<html lang="${htmlLang[locale]}" data-locale="${locale}" data-mantine-color-scheme="light">` +
          template.beforeHead.replace(/^<!doctype html>\s*/i, '') +
          pageHeadTags({ head: page.head, publicUrl: options.publicUrl, url, locale }) +
          `\n  ${template.beforeRoot}<div id="root">`,
      );
      stream.pipe(document);
      reply.code(page.status).type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return sent(reply.send(document));
      reply.header('Content-Encoding', encoding);
      const compressor =
        encoding === 'br'
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : createGzip({ level: 6 });
      return sent(reply.send(document.pipe(compressor)));
    },
  };
}

function sent(_reply: FastifyReply): true {
  return true;
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
