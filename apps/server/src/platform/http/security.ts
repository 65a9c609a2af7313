import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../../config/env.ts';
import { checkoutOrigins } from '../payments/payment-providers.ts';

/**
 * Security headers with a CSP the web app passes: its own scripts and workers only (the captcha's
 * proof of work runs in a worker file of the build), Mantine's inline styles, topic cover videos
 * embedded from YouTube's privacy-enhanced domain, and Google's frame and script only when
 * reCAPTCHA is configured.
 */
export async function registerSecurity(app: FastifyInstance, config: TConfig): Promise<void> {
  const recaptcha = Boolean(config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY);
  const google = recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.youtube-nocookie.com', ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The recharge page posts its checkout form to the payment provider.
        formAction: ["'self'", ...checkoutOrigins(config)],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = apiAnswerHeaders(headers);
  // Set before the route runs, so that errors and not-found answers carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiAnswer(request.url) ? apiHeaders : headers)
      reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
  });
}

/**
 * The headers helmet sets for these options, worked out once: they are the same on every answer
 * (no CSP nonces), and building them per request (parsing the CSP directives) cost several per
 * cent of a signed-in API read.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let applied = false;
  helmet(options)({} as never, recorder, () => {
    applied = true;
  });
  if (!applied) throw new Error('helmet did not finish setting its headers synchronously');
  return [...headers];
}

/** The API's JSON answers; its documentation is a page (Swagger UI) and keeps the pages' headers. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Headers that only a document a browser displays acts on; an API answer has no use for them. */
const DOCUMENT_ONLY_HEADERS = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The headers of a JSON answer: the pages' headers less those only documents act on, and a policy
 * that lets nothing load or frame it should a browser ever display it (the OWASP advice for REST
 * answers). Half the headers and a third of their bytes: each costs a check in Node on every
 * answer, and the client reads them all.
 */
function apiAnswerHeaders(pageHeaders: [string, string][]): [string, string][] {
  return pageHeaders
    .filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase()))
    .map(([name, value]): [string, string] =>
      name.toLowerCase() === 'content-security-policy'
        ? [name, "default-src 'none';frame-ancestors 'none'"]
        : [name, value],
    );
}
