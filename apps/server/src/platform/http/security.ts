import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: true,
  });
}
