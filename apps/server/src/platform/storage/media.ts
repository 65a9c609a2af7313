import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves files at /media/<mount>/<file>, each mount from its own folder (e.g. the demo pictures).
 * @fastify/static resolves paths inside the folder only, so `..` and encoded variants find nothing.
 * A mount of files that never change under their name (random names of uploads) is `immutable`:
 * browsers keep them for a year.
 */
export async function registerMedia(
  app: FastifyInstance,
  mounts: Record<string, string | { root: string; immutable: true }>,
): Promise<void> {
  for (const [mount, folder] of Object.entries(mounts)) {
    const root = typeof folder === 'string' ? folder : folder.root;
    const cacheControl =
      typeof folder === 'string' ? 'public, max-age=86400' : 'public, max-age=31536000, immutable';
    await app.register(fastifyStatic, {
      root,
      prefix: `/media/${mount}/`,
      // The web app's static plugin owns reply.sendFile.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', cacheControl),
    });
  }
}
