import { defaultApiLocale, isApiLocale, type TApiLocale } from '@app/contracts/locale';
import type { FastifyRequest } from 'fastify';

/** The API locale of a request: the `/api/{locale}/…` path segment, else the default. */
export function requestLocale(request: FastifyRequest): TApiLocale {
  const segment = request.url.split('/')[2]?.toLowerCase() ?? '';
  return isApiLocale(segment) ? segment : defaultApiLocale;
}
