import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';

/** How long a browser or proxy may reuse a public read before asking again (then usually a 304). */
const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/** A strong validator of a response body: the same bytes always get the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match names `etag` (or `*`), so a 304 answers it. */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const shareable: onRequestHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`).removeHeader('Pragma');
};

const tagged: onSendHookHandler = async (request, reply: FastifyReply, payload) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = etagOf(payload);
  reply.header('ETag', etag);
  if (!matchesIfNoneMatch(request, etag)) return payload;
  reply.code(304);
  return '';
};

/**
 * Route hooks of a read anyone may make whose answer is the same for everyone (the directory,
 * the published topics): cacheable for a minute, then revalidated by ETag. Every other API
 * answer stays `no-store`.
 */
export const publicRead = { onRequest: shareable, onSend: tagged };
