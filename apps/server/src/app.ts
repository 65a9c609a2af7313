import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { isApiLocale } from '@app/contracts/locale';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config/env.ts';
import type { TDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { demoMediaDir, seedDemoData } from './db/seed/seed-demo.ts';
import { seedDemoApplicationFiles, seedDemoLicenseChangeFiles } from './db/seed/seed-demo-application.ts';
import {
  scheduleAccountsMaintenance,
  scheduleFreeTrialReminders,
} from './modules/accounts/accounts.maintenance.ts';
import { USER_CHANGES_CHANNEL } from './modules/accounts/client-row-cache.ts';
import { registerAccountsModule } from './modules/accounts/accounts.routes.ts';
import { registerAuditModule } from './modules/audit/audit.routes.ts';
import { scheduleAuthMaintenance } from './modules/auth/auth.maintenance.ts';
import { registerAuthModule } from './modules/auth/auth.routes.ts';
import { createAuthSessionLoader } from './modules/auth/auth.service.ts';
import { registerContactModule } from './modules/contact/contact.routes.ts';
import { registerCounselorsModule } from './modules/counselors/counselors.routes.ts';
import { registerCounselorApplicationsModule } from './modules/counselor-applications/counselor-applications.routes.ts';
import { scheduleBookingJobs } from './modules/courses/bookings.jobs.ts';
import { scheduleWaitlistJobs } from './modules/courses/waitlist.jobs.ts';
import { registerWaitlistModule } from './modules/courses/waitlist.routes.ts';
import { registerBookingsModule } from './modules/courses/bookings.routes.ts';
import { registerConsentsModule } from './modules/consents/consents.routes.ts';
import { registerCoursesModule } from './modules/courses/courses.routes.ts';
import { scheduleCustomConsultationExpiry } from './modules/custom-consultations/custom-consultations.jobs.ts';
import { registerCustomConsultationsModule } from './modules/custom-consultations/custom-consultations.routes.ts';
import { registerTreatmentCasesModule } from './modules/treatment-cases/treatment-cases.routes.ts';
import { registerDeviceChecksModule } from './modules/device-checks/device-checks.routes.ts';
import { registerDevOutbox } from './modules/dev-outbox/dev-outbox.routes.ts';
import { registerIssueCoursesModule } from './modules/issue-courses/issue-courses.routes.ts';
import { scheduleLectureJobs } from './modules/lectures/lectures.jobs.ts';
import { registerLecturesModule } from './modules/lectures/lectures.routes.ts';
import { scheduleLicenseExpiryReminders } from './modules/license-changes/license-changes.jobs.ts';
import { registerLicenseChangesModule } from './modules/license-changes/license-changes.routes.ts';
import { registerDevMail, registerMailModule } from './modules/mail/mail.routes.ts';
import { scheduleReminders } from './modules/reminders/reminders.jobs.ts';
import { scheduleSessionEnds } from './modules/rooms/rooms.jobs.ts';
import { createRoomHub } from './modules/rooms/room-hub.ts';
import { registerPushModule } from './modules/push/push.routes.ts';
import { registerQuestionnaireModule } from './modules/questionnaire/questionnaire.routes.ts';
import { registerRoomsModule } from './modules/rooms/rooms.routes.ts';
import { registerScheduleModule } from './modules/schedule/schedule.routes.ts';
import { registerPaymentNotices } from './modules/wallet/payment-notices.routes.ts';
import { registerWalletModule } from './modules/wallet/wallet.routes.ts';
import { registerArticleWritingModule } from './modules/articles/article-writing.routes.ts';
import { registerArticlesModule } from './modules/articles/articles.routes.ts';
import { registerSiteIndex } from './modules/site-index/site-index.routes.ts';
import { registerUploadsModule } from './modules/uploads/uploads.routes.ts';
import type { TAppContext } from './platform/app-context.ts';
import { createAccessTokens } from './platform/auth/access-token.ts';
import { createAuthenticate } from './platform/auth/authenticate.ts';
import { createSessionCache } from './platform/auth/session-cache.ts';
import { createCaptcha } from './platform/captcha/captcha.ts';
import { createChangeFeed } from './platform/db/change-feed.ts';
import { createFieldCipher, type TFieldCipher } from './platform/crypto/field-cipher.ts';
import { loadFieldKeyring } from './platform/crypto/field-keyring.ts';
import { registerApiDocs } from './platform/http/api-docs.ts';
import { clientAddressOf, proxyTrust } from './platform/http/client-address.ts';
import { closeConnectionsOnShutdown } from './platform/http/close-connections-on-shutdown.ts';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.ts';
import { registerHealth } from './platform/http/health.ts';
import { loggerOptions } from './platform/http/logger.ts';
import { registerRequestLocale } from './platform/http/locale.ts';
import { rejectNulCharacters } from './platform/http/reject-nul-characters.ts';
import { createResponseSerializerCompiler } from './platform/http/response-serializer.ts';
import { registerSecurity } from './platform/http/security.ts';
import { createStartPhases } from './platform/http/start-phases.ts';
import { createServerRenderer } from './platform/http/server-render.ts';
import { isSpaRequest, pageSender, registerWebApp } from './platform/http/web-app.ts';
import { createJobs, type TJobs } from './platform/jobs/jobs.ts';
import { createOutbox, deliverOutbox } from './platform/jobs/outbox.ts';
import { schedulePlatformMaintenance } from './platform/jobs/platform-maintenance.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createWebPushSender } from './platform/push/push-sender.ts';
import { resolveVapidKeys } from './platform/push/vapid.ts';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { createBadgeHub, type TRealtime } from './platform/realtime/badge-hub.ts';
import { resolveSecret } from './platform/secrets/server-secrets.ts';
import { createOutboxSmsSender } from './platform/sms/sms-sender.ts';
import { registerMedia } from './platform/storage/media.ts';
import { createImageFolder } from './platform/files/image-uploads.ts';
import { createPrivateFolder } from './platform/files/private-files.ts';
import { loadEcpaySettings } from './platform/payments/ecpay/ecpay-settings.ts';
import { createPaymentProviders } from './platform/payments/payment-providers.ts';
import { loadForeignCardSettings } from './platform/payments/foreign-card/foreign-card-settings.ts';
import { registerEcpaySandbox } from './platform/payments/sandbox/ecpay-sandbox.ts';
import { registerForeignCardSandbox } from './platform/payments/sandbox/foreign-card-sandbox.ts';
import { createServices } from './services.ts';

export type TBuildOptions = {
  /** An already open database (tests); otherwise opened from config. */
  database?: TDatabase;
  now?: () => Date;
  /** How long the room waits before reporting a party dropped (tests shorten it). */
  roomDropThresholdMs?: number;
  /** False: scheduled jobs run only when queued by hand (tests, whose clock is not the real one). */
  runSchedules?: boolean;
};

/** The whole server: platform plugins first, then each module, explicitly. */
export async function buildApp(config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const start = createStartPhases();
  // The keys first: a production start without them stops before touching the database.
  const fieldCipher = createFieldCipher(loadFieldKeyring(config));
  const database = options.database ?? (await openConfiguredDatabase(config));
  start.done('openDatabase');
  await migrateDatabase(database);
  start.done('migrate');
  const now = options.now ?? (() => new Date());
  if (config.seedDemo)
    await seedDemoData(database.db, fieldCipher, { siteHostname: new URL(config.PUBLIC_URL).hostname });
  start.done('seedDemo');

  const app = Fastify({
    logger: loggerOptions(config),
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
    trustProxy: proxyTrust(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checkAgainstContract: config.NODE_ENV !== 'production' }),
  );
  app.decorateRequest('user', null);
  registerRequestLocale(app);
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

  const jobs = createJobs({
    database,
    pollIntervalSeconds: config.JOBS_POLL_SECONDS,
    logger: app.log,
    runSchedules: options.runSchedules,
  });
  // Added last, so it runs first: workers stop before the hub and the database close.
  app.addHook('onClose', () => jobs.stop());

  start.done('realtime');
  const ctx = await createContext(config, database, now, realtime, jobs, fieldCipher, app.log);
  // Added after the database's, so it runs before: the listening connection closes first.
  app.addHook('onClose', () => ctx.sessions.close());
  app.addHook('onClose', () => ctx.userChanges.close());
  schedulePlatformMaintenance(jobs, ctx);
  scheduleAuthMaintenance(jobs, ctx);
  scheduleAccountsMaintenance(jobs, ctx);
  realtime.attach(app.server, {
    accessTokens: ctx.accessTokens,
    isSessionActive: ctx.sessions.isSessionActive,
    now: ctx.now,
  });
  const services = createServices(ctx);
  deliverOutbox(jobs, {
    mailer: createMailer({ db: ctx.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    sms: createOutboxSmsSender(ctx.db),
    push: createWebPushSender({
      db: ctx.db,
      vapid: ctx.secrets.vapid,
      subscriptions: services.push.store,
      keepCopy: !config.isProduction,
    }),
    realtime,
  });
  // The waiting demo application's documents need the data folder: seeded once the context has it.
  if (config.seedDemo) {
    await seedDemoApplicationFiles(ctx.db, ctx.files.uploads, fieldCipher);
    await seedDemoLicenseChangeFiles(ctx.db, ctx.files.uploads);
  }
  scheduleReminders(jobs, services);
  scheduleSessionEnds(jobs, services);
  scheduleBookingJobs(jobs, services);
  scheduleFreeTrialReminders(jobs, services);
  scheduleWaitlistJobs(jobs, services);
  scheduleCustomConsultationExpiry(jobs, services);
  scheduleLectureJobs(jobs, services);
  scheduleLicenseExpiryReminders(jobs, services);
  // Stored sensitive fields come under the active key (plaintext, or an older key) before any request.
  await services.accounts.reencryptStoredFields();
  await services.counselorApplications.reencryptStoredFields();
  await services.treatmentCases.reencryptStoredFields();
  start.done('contextAndReencrypt');
  const roomHub = await createRoomHub({
    redisUrl: config.REDIS_URL,
    allowedOrigins: [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS],
    corsOrigins: config.CORS_ORIGINS,
    rooms: services.rooms,
    accessTokens: ctx.accessTokens,
    isSessionActive: ctx.sessions.isSessionActive,
    addressOf: (request) => clientAddressOf(request, proxyTrust(config.TRUST_PROXY)),
    now: ctx.now,
    logger: app.log,
    ...(options.roomDropThresholdMs === undefined ? {} : { dropThresholdMs: options.roomDropThresholdMs }),
  });
  app.addHook('preClose', async () => roomHub.disconnectAll());
  app.addHook('onClose', () => roomHub.close());
  roomHub.attach(app.server);
  start.done('roomHub');

  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);
  registerErrorHandler(app);
  rejectNulCharacters(app);
  closeConnectionsOnShutdown(app);
  registerHealth(app, database);
  await registerMedia(app, {
    demo: demoMediaDir,
    [ctx.images.covers.mount]: { root: ctx.images.covers.root, immutable: true },
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const locale = (request.params as { locale?: string }).locale ?? '';
        if (!isApiLocale(locale)) return reply.callNotFound();
        reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
      });
      await registerAuthModule(api, ctx, services);
      await registerAccountsModule(api, ctx, services);
      await registerMailModule(api, ctx, services);
      await registerContactModule(api, ctx, services);
      await registerCounselorsModule(api, ctx, services);
      await registerScheduleModule(api, ctx, services);
      await registerCoursesModule(api, ctx, services);
      await registerBookingsModule(api, ctx, services);
      await registerWaitlistModule(api, ctx, services);
      await registerCustomConsultationsModule(api, ctx, services);
      await registerTreatmentCasesModule(api, ctx, services);
      await registerConsentsModule(api, ctx, services);
      await registerIssueCoursesModule(api, ctx, services);
      await registerArticlesModule(api, ctx, services);
      await registerArticleWritingModule(api, ctx, services);
      await registerLecturesModule(api, ctx, services);
      await registerUploadsModule(api, ctx, services);
      await registerCounselorApplicationsModule(api, ctx, services);
      await registerQuestionnaireModule(api, ctx, services);
      await registerLicenseChangesModule(api, ctx, services);
      await registerAuditModule(api, ctx, services);
      await registerRoomsModule(api, ctx, services);
      await registerDeviceChecksModule(api, ctx, services);
      await registerWalletModule(api, ctx, services);
      await registerPushModule(api, ctx, services);
    },
    { prefix: '/api/:locale' },
  );
  await registerPaymentNotices(app, services);
  await registerSiteIndex(app, ctx, services);
  if (config.PAYMENTS_SANDBOX) {
    registerEcpaySandbox(app, { merchant: loadEcpaySettings(config), log: app.log, now: ctx.now });
    registerForeignCardSandbox(app, {
      secret: loadForeignCardSettings(config).webhookSecret,
      webhookUrl: new URL('/api/payments/foreign-card/webhook', config.PUBLIC_URL).toString(),
      log: app.log,
      now: ctx.now,
    });
  }
  if (!config.isProduction) registerDevOutbox(app, services);
  if (!config.isProduction) registerDevMail(app, ctx, services);

  const servesWeb = await registerWebApp(app, config.WEB_DIST_DIR);
  const renderer = servesWeb
    ? await createServerRenderer(app, {
        distDir: config.WEB_DIST_DIR,
        entryFile: config.WEB_SERVER_ENTRY,
        publicUrl: config.PUBLIC_URL,
      })
    : null;
  registerNotFoundHandler(
    app,
    app.rateLimit({ max: 60, timeWindow: '1 minute' }),
    servesWeb ? { isPage: isSpaRequest, sendPage: pageSender(renderer) } : undefined,
  );
  start.done('routes');
  // Every module has registered its queues: the workers start, and deliver what a previous run
  // committed but did not get to send.
  await jobs.start();
  start.done('jobs');
  app.log.debug({ startPhasesMs: start.phases }, 'app built');
  return app;
}

/** The platform services of one app; the module services are built from it (services.ts). */
export async function createContext(
  config: TConfig,
  database: TDatabase,
  now: () => Date,
  realtime: TRealtime,
  jobs: TJobs,
  fieldCipher: TFieldCipher,
  log: FastifyBaseLogger,
): Promise<TAppContext> {
  const db = database.db;
  const accessTokens = createAccessTokens({
    secret: await resolveSecret(db, 'jwt', config.JWT_SECRET),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  });
  const altchaHmacKey = await resolveSecret(db, 'altcha', config.ALTCHA_HMAC_KEY);
  const uploadLinkKey = await resolveSecret(db, 'upload-links', undefined);
  const vapid = await resolveVapidKeys(db, config);
  const sessions = await createSessionCache({ database, load: createAuthSessionLoader(db), now });
  const userChanges = await createChangeFeed(database, USER_CHANGES_CHANNEL);
  return {
    config,
    database,
    db,
    jobs,
    outbox: createOutbox(jobs),
    rateLimiter: createRateLimiter(db),
    accessTokens,
    sessions,
    userChanges,
    authenticate: createAuthenticate(accessTokens, sessions.isSessionActive, now),
    secrets: { altchaHmacKey, uploadLinkKey, vapid },
    fieldCipher,
    captcha: createCaptcha({ config, db, altchaHmacKey, now }),
    realtime,
    log,
    payments: createPaymentProviders(config),
    images: { covers: createImageFolder(config.DATA_DIR, 'covers') },
    files: { uploads: createPrivateFolder(config.DATA_DIR, 'uploads') },
    now,
  };
}
