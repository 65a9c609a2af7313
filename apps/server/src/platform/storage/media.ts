import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves files at /media/<mount>/<file>, each mount from its own folder (e.g. the demo pictures).
 * @fastify/static resolves paths inside the folder only, so `..` and encoded variants find nothing.
 */
export async function registerMedia(app: FastifyInstance, mounts: Record<string, string>): Promise<void> {
  for (const [mount, root] of Object.entries(mounts)) {
    await app.register(fastifyStatic, {
      root,
      prefix: `/media/${mount}/`,
      // The web app's static plugin owns reply.sendFile.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=86400'),
    });
  }
}
