import { defaultApiLocale, isApiLocale, type TApiLocale } from '@app/contracts/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API locale of the request, read once when it arrives (registerRequestLocale). */
    locale: TApiLocale;
  }
}

/** The API locale of a request: the `/api/{locale}/…` path segment, else the default. */
export function requestLocale(request: FastifyRequest): TApiLocale {
  const segment = request.url.split('/')[2]?.toLowerCase() ?? '';
  return isApiLocale(segment) ? segment : defaultApiLocale;
}

/** Sets `request.locale` on every request, before any route, hook or error handler reads it. */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultApiLocale);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request);
  });
}
