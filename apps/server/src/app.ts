import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { isApiLocale } from '@app/contracts/locale';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config/env.ts';
import type { TDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { demoMediaDir, seedDemoData } from './db/seed/seed-demo.ts';
import { registerAccountsModule } from './modules/accounts/accounts.routes.ts';
import { registerAuthModule } from './modules/auth/auth.routes.ts';
import { createAuthSessionChecker } from './modules/auth/auth.service.ts';
import { registerContactModule } from './modules/contact/contact.routes.ts';
import { registerCounselorsModule } from './modules/counselors/counselors.routes.ts';
import { registerCounselorApplicationsModule } from './modules/counselor-applications/counselor-applications.routes.ts';
import { registerCoursesModule } from './modules/courses/courses.routes.ts';
import { registerDevOutbox } from './modules/dev-outbox/dev-outbox.routes.ts';
import { registerIssueCoursesModule } from './modules/issue-courses/issue-courses.routes.ts';
import { registerLicenseChangesModule } from './modules/license-changes/license-changes.routes.ts';
import { createMailEvents } from './modules/mail/mail.events.ts';
import { registerDevMail, registerMailModule } from './modules/mail/mail.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { registerScheduleModule } from './modules/schedule/schedule.routes.ts';
import type { TAppContext } from './platform/app-context.ts';
import { createAccessTokens } from './platform/auth/access-token.ts';
import { createAuthenticate } from './platform/auth/authenticate.ts';
import { createCaptcha } from './platform/captcha/captcha.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { closeConnectionsOnShutdown } from './platform/http/close-connections-on-shutdown.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { registerHealth } from './platform/http/health.ts';
import { rejectNulCharacters } from './platform/http/reject-nul-characters.ts';
import { registerSecurity } from './platform/http/security.ts';
import { isSpaRequest, registerWebApp, sendSpaIndex } from './platform/http/web-app.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { createBadgeHub, type TRealtime } from './platform/realtime/badge-hub.ts';
import { resolveSecret } from './platform/secrets/server-secrets.ts';
import { createOutboxSmsSender } from './platform/sms/sms-sender.ts';
import { registerMedia } from './platform/storage/media.ts';

export type TBuildOptions = {
  /** An already open database (tests); otherwise opened from config. */
  database?: TDatabase;
  now?: () => Date;
};

/** The whole server: platform plugins first, then each module, explicitly. */
export async function buildApp(config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  await migrateDatabase(database);
  if (config.seedDemo) await seedDemoData(database.db);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow clients must not hold connections open forever (slowloris).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks these limits on a timer (30 s by default); check often enough to keep them.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 2)),
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  const realtime = await createBadgeHub({
    redisUrl: config.REDIS_URL,
    corsOrigins: config.CORS_ORIGINS,
    logger: app.log,
  });
  // Open sockets would keep the HTTP server from closing: drop them first, stop the hub after.
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', () => realtime.close());

  const ctx = await createContext(config, database, options.now ?? (() => new Date()), realtime);
  realtime.attach(app.server, {
    accessTokens: ctx.accessTokens,
    isSessionActive: createAuthSessionChecker(ctx.db, ctx.now),
    now: ctx.now,
  });
  const mail = createMailService({ db: ctx.db, events: createMailEvents(ctx.realtime), now: ctx.now });

  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);
  registerErrorHandler(app);
  rejectNulCharacters(app);
  closeConnectionsOnShutdown(app);
  registerHealth(app, database);
  await registerMedia(app, { demo: demoMediaDir });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const locale = (request.params as { locale?: string }).locale ?? '';
        if (!isApiLocale(locale)) return reply.callNotFound();
        reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
      });
      await registerAuthModule(api, ctx);
      await registerAccountsModule(api, ctx);
      await registerMailModule(api, ctx, mail);
      await registerContactModule(api, ctx);
      await registerCounselorsModule(api, ctx);
      await registerScheduleModule(api, ctx);
      await registerCoursesModule(api, ctx);
      await registerIssueCoursesModule(api, ctx);
      await registerCounselorApplicationsModule(api, ctx);
      await registerLicenseChangesModule(api, ctx);
    },
    { prefix: '/api/:locale' },
  );
  if (!config.isProduction) registerDevOutbox(app, ctx);
  if (!config.isProduction) registerDevMail(app, ctx, mail);

  const servesWeb = await registerWebApp(app, config.WEB_DIST_DIR);
  registerNotFoundHandler(
    app,
    app.rateLimit({ max: 60, timeWindow: '1 minute' }),
    servesWeb ? { isPage: isSpaRequest, sendPage: sendSpaIndex } : undefined,
  );
  return app;
}

async function createContext(
  config: TConfig,
  database: TDatabase,
  now: () => Date,
  realtime: TRealtime,
): Promise<TAppContext> {
  const db = database.db;
  const accessTokens = createAccessTokens({
    secret: await resolveSecret(db, 'jwt', config.JWT_SECRET),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  });
  const altchaHmacKey = await resolveSecret(db, 'altcha', config.ALTCHA_HMAC_KEY);
  return {
    config,
    database,
    db,
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    sms: createOutboxSmsSender(db),
    rateLimiter: createRateLimiter(db),
    accessTokens,
    authenticate: createAuthenticate(accessTokens, createAuthSessionChecker(db, now), now),
    secrets: { altchaHmacKey },
    captcha: createCaptcha({ config, db, altchaHmacKey, now }),
    realtime,
    now,
  };
}

/** Fastify takes a hop count as a function: believe the nearest `hops` proxies. */
function trustProxyOption(setting: TConfig['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
