import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TServerRenderer } from './server-render.ts';

/**
 * Serves the built web app when its folder exists. Paths the SPA owns fall back to index.html,
 * whose router shows the page (or its 404 page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies; each browser gets the smallest it accepts.
    preCompressed: true,
    // Its own default (max-age=0) would replace the header set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A shared cache must not hand a Brotli copy to a browser that asked for gzip.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return true;
}

/**
 * A page load: a GET for HTML, or for anything (curl, crawlers that send `Accept: *\/*` or no
 * Accept) at a path that is not a file. A missing script or image keeps its plain 404.
 */
export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/') || request.url.startsWith('/dev/')) return false;
  const accept = request.headers.accept;
  if (accept?.includes('text/html')) return true;
  if (accept && !accept.includes('*/*')) return false;
  const lastSegment = request.url.split('?')[0]!.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
}

/** A public page rendered on the server when there is a renderer and it renders that page; else the app's shell. */
export function pageSender(renderer: TServerRenderer | null) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (renderer && (await renderer.sendPage(request, reply))) return reply;
    return sendSpaIndex(reply);
  };
}
