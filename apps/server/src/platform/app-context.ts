import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config/env.ts';
import type { Db, TDatabase } from '../db/client.ts';
import type { TAccessTokens } from './auth/access-token.ts';
import type { TAuthenticate } from './auth/authenticate.ts';
import type { TSessionCache } from './auth/session-cache.ts';
import type { TCaptcha } from './captcha/captcha.ts';
import type { TChangeFeed } from './db/change-feed.ts';
import type { TImageFolder } from './files/image-uploads.ts';
import type { TPrivateFolder } from './files/private-files.ts';
import type { TJobs } from './jobs/jobs.ts';
import type { TOutbox } from './jobs/outbox.ts';
import type { TFieldCipher } from './crypto/field-cipher.ts';
import type { TRateLimiter } from './rate-limit/rate-limiter.ts';
import type { TRealtime } from './realtime/badge-hub.ts';
import type { TVapidKeys } from './push/vapid.ts';

import type { TPaymentProviders } from './payments/payment-providers.ts';
/** The platform services every module is built from; app.ts makes one per app. */
export type TAppContext = {
  config: TConfig;
  database: TDatabase;
  db: Db;
  /** Durable jobs (pg-boss): queues, cron schedules, workers. */
  jobs: TJobs;
  /** Mail, SMS, push and hub events, queued in the caller's transaction and delivered after commit. */
  outbox: TOutbox;
  rateLimiter: TRateLimiter;
  accessTokens: TAccessTokens;
  /** Live sessions, remembered by this instance and forgotten on every instance when they end. */
  sessions: TSessionCache;
  /** Changes of users' rows and client profiles (their ids), announced by database triggers. */
  userChanges: TChangeFeed;
  /** Route hook factory: `onRequest: ctx.authenticate({ roles: ['client'] })`. */
  authenticate: TAuthenticate;
  /** Secret-derived key material made on first start (see platform/secrets). */
  secrets: { altchaHmacKey: string; uploadLinkKey: string; vapid: TVapidKeys };
  /** Encrypts sensitive fields before they are stored (keys from config, see platform/crypto). */
  fieldCipher: TFieldCipher;
  /** The not-a-robot check of public forms (ALTCHA, or reCAPTCHA when configured). */
  captcha: TCaptcha;
  /** Real-time badge counters to a user's sockets, on whichever instance they are connected. */
  realtime: TRealtime;
  /** The app's logger, for what fails outside a request (after-commit callbacks). */
  log: FastifyBaseLogger;
  /** The payment providers' adapters (platform/payments), by provider id. */
  payments: TPaymentProviders;
  /** Uploaded images on local disk (DATA_DIR/media), served under /media/. */
  images: { covers: TImageFolder };
  /** Uploaded documents on local disk (DATA_DIR/private), never served as static files. */
  files: { uploads: TPrivateFolder };
  /** The clock, replaceable in tests. */
  now: () => Date;
};
