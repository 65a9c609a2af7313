import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * The only reader of process.env. Every variable is documented in .env.example; a bad value
 * stops start-up with the list of offending keys.
 */
const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** The address to listen on: every interface in production, only this machine otherwise. */
    HOST: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin of the site, used in links inside e-mails. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Origins allowed to call the API from another origin (comma separated). */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /**
     * Which proxies' X-Forwarded-For to believe for the client IP (per-IP rate limits): 'false' when
     * the server faces clients directly, a hop count (e.g. 1 behind one load balancer), or addresses.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | number | string[] => {
        if (value === 'true') return true;
        if (value === 'false' || value === '') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value.split(',').map((address) => address.trim());
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    /** A real PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    /** Seed demo accounts and data on start (never in production). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value !== 'false'),
    REDIS_URL: z.string().optional(),
    /** How often each job worker looks for new jobs (seconds, at least 0.5). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),

    /** Secret for signing access tokens (HS256); at least 32 characters. Made up per data dir when empty. */
    JWT_SECRET: z.string().min(32).optional(),
    JWT_ISSUER: z.string().default('counselling-platform'),
    JWT_AUDIENCE: z.string().default('counselling-platform-api'),

    /** SMTP URL for outbound mail, e.g. smtps://user:pass@smtp.example.com:465; without it, mail goes to the outbox table. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('線上主題諮商 <no-reply@localhost>'),
    SUPPORT_EMAIL: z.string().default('support@localhost'),

    /**
     * Web Push (VAPID) key pair, base64url as `web-push generate-vapid-keys` prints it; without
     * both, a pair is made on first start and kept in the database. The subject is the contact
     * push services may write to (mailto: or https:).
     */
    VAPID_PUBLIC_KEY: z.string().min(40).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z.string().optional(),

    /** reCAPTCHA v2 keys; without both, the self-hosted ALTCHA check is used. */
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    /** HMAC key for ALTCHA challenges; made up per data dir when empty. */
    ALTCHA_HMAC_KEY: z.string().min(16).optional(),

    /**
     * Keys of field encryption (AES-256-GCM), `id:base64key` comma separated, each key 32 bytes.
     * Required in production; elsewhere, when empty, one is made up and kept in DATA_DIR.
     */
    FIELD_ENCRYPTION_KEYS: z
      .string()
      .optional()
      .transform((value, context) => {
        if (!value?.trim()) return undefined;
        const keys = value.split(',').map((entry) => parseFieldKey(entry.trim()));
        if (keys.some((key) => key === null)) {
          context.addIssue({ code: 'custom', message: 'expected id:base64key pairs, each key 32 bytes' });
          return z.NEVER;
        }
        return keys as TFieldKey[];
      }),
    /** The key id new values are encrypted with; may be left empty when only one key is given. */
    FIELD_ENCRYPTION_ACTIVE_KEY: z.string().optional(),
    /**
     * The session room's relay servers (GET /api/{locale}/IceServer), comma separated: STUN URLs,
     * e.g. stun:turn.example.com:3478, and TURN URLs, e.g. turn:turn.example.com:3478?transport=udp.
     * Without any, browsers connect by their own (host) addresses, which works on one network only.
     */
    ICE_STUN_URLS: commaList,
    ICE_TURN_URLS: commaList,
    /** coturn's static-auth-secret (use-auth-secret): TURN credentials are derived from it. */
    ICE_TURN_SECRET: z.string().min(16).optional(),
    /** How long a TURN credential stays valid (the longest session and its buffer fit in it). */
    ICE_TURN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(600)
      .default(4 * 3600),

    /**
     * ECPay all-in-one checkout (payment provider 0). Unset outside production they are ECPay's
     * public stage merchant and keys; in production all four are required.
     */
    ECPAY_MERCHANT_ID: z.string().min(1).optional(),
    ECPAY_HASH_KEY: z.string().min(1).optional(),
    ECPAY_HASH_IV: z.string().min(1).optional(),
    ECPAY_CHECKOUT_URL: z.url().optional(),
    /**
     * The foreign-card provider (payment provider 3): the secret signing its checkout form and
     * webhooks, and its hosted checkout page. Development values outside production; required
     * in production.
     */
    FOREIGN_CARD_WEBHOOK_SECRET: z.string().min(16).optional(),
    FOREIGN_CARD_CHECKOUT_URL: z.url().optional(),
    /**
     * Outside production, the local payment sandbox plays the providers' side (payment page,
     * signed callbacks) and the checkout form goes to it. Never on in production.
     */
    PAYMENTS_SANDBOX: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value !== 'false'),

    /** Serve the built web app from this folder (default: apps/web/dist of this checkout). */
    WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../../web/dist', import.meta.url))),
    /** The web app's server build, which renders its public pages (`vite build --ssr`). */
    WEB_SERVER_ENTRY: z
      .string()
      .default(fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url))),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    /** A request whose headers have not all arrived by then is answered 408 and closed. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** A request (headers and body) not complete by then is answered 408 and closed. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** An idle keep-alive connection is closed after this long (above a load balancer's 60 s). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
    /** A connection on which nothing at all moves for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  })
  .superRefine((env, context) => {
    const keys = env.FIELD_ENCRYPTION_KEYS;
    if (!keys) return;
    const active = env.FIELD_ENCRYPTION_ACTIVE_KEY;
    const path = ['FIELD_ENCRYPTION_ACTIVE_KEY'];
    if (active && !keys.some((key) => key.id === active)) {
      context.addIssue({ code: 'custom', path, message: `no key ${active} in FIELD_ENCRYPTION_KEYS` });
    }
    if (!active && keys.length > 1) {
      context.addIssue({
        code: 'custom',
        path,
        message: 'required when FIELD_ENCRYPTION_KEYS has several keys',
      });
    }
  });

/** A key id is letters, digits, _ or - (it is written, in clear, into every ciphertext). */
const FIELD_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export type TFieldKey = { id: string; key: Buffer };

/** Parses one `id:base64key` entry of FIELD_ENCRYPTION_KEYS (or of the key file in DATA_DIR). */
export function parseFieldKey(entry: string): TFieldKey | null {
  const separator = entry.indexOf(':');
  const id = entry.slice(0, separator);
  const key = Buffer.from(entry.slice(separator + 1), 'base64');
  return separator > 0 && FIELD_KEY_ID.test(id) && key.length === 32 ? { id, key } : null;
}

export type TEnv = z.infer<typeof ZEnvSchema>;

export type TConfig = Omit<TEnv, 'HOST'> & {
  HOST: string;
  isProduction: boolean;
  /** Demo data is seeded only outside production. */
  seedDemo: boolean;
};

export function loadConfig(source: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnvSchema.refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  }).safeParse(source);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${keys.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (env.ICE_TURN_URLS.length && !env.ICE_TURN_SECRET) {
    throw new Error('Invalid environment:\n  ICE_TURN_SECRET: required when ICE_TURN_URLS is set');
  }
  // Outside production the dev tools run: a development server must not face the network unasked.
  const host = env.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    ...env,
    HOST: host,
    isProduction,
    seedDemo: env.SEED_DEMO && !isProduction,
    PAYMENTS_SANDBOX: env.PAYMENTS_SANDBOX && !isProduction,
  };
}
