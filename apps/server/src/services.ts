import { createAccountsService, type TAccountsService } from './modules/accounts/accounts.service.ts';
import { createClientRowCache, type TClientRowCache } from './modules/accounts/client-row-cache.ts';
import { createFreeTrial } from './modules/accounts/free-trial.ts';
import { createFreeTrialEvents } from './modules/accounts/free-trial.events.ts';
import {
  createPhoneVerificationService,
  type TPhoneVerificationService,
} from './modules/accounts/phone-verification.service.ts';
import {
  createAccountLinksService,
  type TAccountLinksService,
} from './modules/auth/account-links.service.ts';
import {
  createAuditService,
  createBatchedAuditRecorder,
  recordAudit,
  type TAuditRecorder,
  type TAuditService,
} from './modules/audit/audit.service.ts';
import {
  createArticleWritingService,
  type TArticleWritingService,
} from './modules/articles/article-writing.service.ts';
import { createArticlesService, type TArticlesService } from './modules/articles/articles.service.ts';
import { createAuthService, type TAuthService } from './modules/auth/auth.service.ts';
import { createContactEvents } from './modules/contact/contact.events.ts';
import { createContactService, type TContactService } from './modules/contact/contact.service.ts';
import {
  createCounselorApplicationsService,
  type TCounselorApplicationsService,
} from './modules/counselor-applications/counselor-applications.service.ts';
import { createCounselorsService, type TCounselorsService } from './modules/counselors/counselors.service.ts';
import { createConsentsService, type TConsentsService } from './modules/consents/consents.service.ts';
import { createCustomConsultationEvents } from './modules/custom-consultations/custom-consultations.events.ts';
import {
  createCustomConsultationsService,
  type TCustomConsultationsService,
} from './modules/custom-consultations/custom-consultations.service.ts';
import { createBookingEvents } from './modules/courses/booking.events.ts';
import { createBookingsService, type TBookingsService } from './modules/courses/bookings.service.ts';
import { createCoursesEvents } from './modules/courses/courses.events.ts';
import { createCoursesService, type TCoursesService } from './modules/courses/courses.service.ts';
import { waitlistMatchQueue } from './modules/courses/waitlist.jobs.ts';
import { createWaitlistService, type TWaitlistService } from './modules/courses/waitlist.service.ts';
import {
  createDeviceChecksService,
  type TDeviceChecksService,
} from './modules/device-checks/device-checks.service.ts';
import { createDevOutboxService, type TDevOutboxService } from './modules/dev-outbox/dev-outbox.service.ts';
import {
  createIssueCoursesService,
  type TIssueCoursesService,
} from './modules/issue-courses/issue-courses.service.ts';
import { createLectureEvents } from './modules/lectures/lectures.events.ts';
import { createLecturesService, type TLecturesService } from './modules/lectures/lectures.service.ts';
import {
  createLicenseChangesService,
  type TLicenseChangesService,
} from './modules/license-changes/license-changes.service.ts';
import { createMailEvents } from './modules/mail/mail.events.ts';
import { createMailService, type TMailService } from './modules/mail/mail.service.ts';
import { createPushService, type TPushService } from './modules/push/push.service.ts';
import {
  createQuestionnaireService,
  type TQuestionnaireService,
} from './modules/questionnaire/questionnaire.service.ts';
import { createRemindersEvents } from './modules/reminders/reminders.events.ts';
import { createRemindersService, type TRemindersService } from './modules/reminders/reminders.service.ts';
import { createRoomsService, type TRoomsService } from './modules/rooms/rooms.service.ts';
import {
  createTreatmentCasesService,
  type TTreatmentCasesService,
} from './modules/treatment-cases/treatment-cases.service.ts';
import { createScheduleService, type TScheduleService } from './modules/schedule/schedule.service.ts';
import { createBalanceCache, type TBalanceCache } from './modules/wallet/balance-cache.ts';
import { createCouponsService, type TCouponsService } from './modules/wallet/coupons.service.ts';
import {
  createLedgerService,
  grantTrialBonus,
  type TLedgerService,
} from './modules/wallet/ledger.service.ts';
import { createRechargesService, type TRechargesService } from './modules/wallet/recharges.service.ts';
import { createUploadsService, type TUploadsService } from './modules/uploads/uploads.service.ts';
import type { TAppContext } from './platform/app-context.ts';
import { createUnitOfWork, type TUnitOfWork, type TWithTransaction } from './platform/db/unit-of-work.ts';

/**
 * Every module's service, bound to one unit of work. Modules reach each other only through
 * these services, never through another module's repo or tables.
 */
export type TServices = {
  /** The unit of work these services run in. */
  unit: TUnitOfWork;
  withTransaction: TWithTransaction<TServices>;
  accounts: TAccountsService;
  phoneVerification: TPhoneVerificationService;
  auth: TAuthService;
  accountLinks: TAccountLinksService;
  mail: TMailService;
  contact: TContactService;
  counselors: TCounselorsService;
  articles: TArticlesService;
  articleWriting: TArticleWritingService;
  lectures: TLecturesService;
  schedule: TScheduleService;
  courses: TCoursesService;
  bookings: TBookingsService;
  waitlist: TWaitlistService;
  customConsultations: TCustomConsultationsService;
  treatmentCases: TTreatmentCasesService;
  consents: TConsentsService;
  issueCourses: TIssueCoursesService;
  counselorApplications: TCounselorApplicationsService;
  questionnaire: TQuestionnaireService;
  licenseChanges: TLicenseChangesService;
  devOutbox: TDevOutboxService;
  audit: TAuditService;
  rooms: TRoomsService;
  deviceChecks: TDeviceChecksService;
  reminders: TRemindersService;
  push: TPushService;
  ledger: TLedgerService;
  recharges: TRechargesService;
  coupons: TCouponsService;
  uploads: TUploadsService;
};

/**
 * The one place that builds the services. Without a unit of work they run on the database;
 * `withTransaction` hands out the same services bound to one transaction, so one request can
 * change several modules atomically and their notices go out only after the commit.
 */
export function createServices(ctx: TAppContext): TServices {
  const unit = createUnitOfWork(ctx.db, (error) =>
    ctx.log.error({ err: error }, 'after-commit callback failed'),
  );
  return buildServices(ctx, unit, {
    auditReads: createBatchedAuditRecorder(ctx.db, { waitForLoopTurn: ctx.database.kind === 'pglite' }),
    clientRows: createClientRowCache(ctx.userChanges),
    balances: createBalanceCache(ctx.userChanges),
  });
}

/** What every unit of work's services share: one of each per app. */
type TShared = { auditReads: TAuditRecorder; clientRows: TClientRowCache; balances: TBalanceCache };

/**
 * Each service gets `unit.db` for its own repo, the platform services it uses from `ctx`, and the
 * other modules' services it needs. A module's events (`*.events.ts`) are where its side effects
 * leave: mail, SMS, push and hub events go to the durable outbox (`ctx.outbox`) with the same
 * `unit.db`, so that they commit or roll back with the change and are delivered after the commit;
 * notices only this process can deliver go to `unit.afterCommit`. Audit rows are written with
 * `unit.db` too (`recordAudit`); reads of sensitive fields made outside a transaction share
 * `auditReads`, which writes the rows of concurrent requests together. Client rows read outside a
 * transaction come from `clientRows`, which every write of a user's row makes this instance
 * forget after the commit (other instances hear it from the database's trigger); users' balances
 * likewise, forgotten after every posting to their ledger accounts.
 */
function buildServices(ctx: TAppContext, unit: TUnitOfWork, shared: TShared): TServices {
  const { db } = unit;
  const { now } = ctx;
  const { auditReads, clientRows } = shared;
  const withTransaction: TWithTransaction<TServices> = (work) =>
    unit.transaction((inner) => work(buildServices(ctx, inner, shared)));
  const userRowChanged = (userId: string) => unit.afterCommit(() => clientRows.forget(userId));
  const balancesChanged = (userId: string) => unit.afterCommit(() => shared.balances.forget(userId));

  const ledger = createLedgerService({
    unit,
    now,
    balanceCache: unit.inTransaction ? null : shared.balances,
    balancesChanged,
  });
  const mailIn = (tx: typeof db) => createMailService({ db: tx, events: createMailEvents(ctx.outbox), now });
  const freeTrial = createFreeTrial({
    grantTrialBonus,
    mailIn,
    events: createFreeTrialEvents({ outbox: ctx.outbox, publicUrl: ctx.config.PUBLIC_URL }),
  });
  const accounts = createAccountsService({
    db,
    balances: ledger.balances,
    freeTrial,
    cipher: ctx.fieldCipher,
    recordRead: unit.inTransaction ? (entry) => recordAudit(db, entry) : auditReads,
    clientRows: unit.inTransaction ? null : clientRows,
    userRowChanged,
    balancesChanged,
    now,
  });
  const authDeps = {
    db,
    now,
    accessTokens: ctx.accessTokens,
    rateLimiter: ctx.rateLimiter,
    captcha: ctx.captcha,
    sessions: ctx.sessions,
    accounts,
    withTransaction,
  };
  const courses = createCoursesService({
    unit,
    accounts,
    ledger,
    servicesIn: (inner) => buildServices(ctx, inner, shared),
    events: createCoursesEvents({ outbox: ctx.outbox, publicUrl: ctx.config.PUBLIC_URL }),
    mailIn,
    now,
  });
  const auth = createAuthService(authDeps);
  const mail = mailIn(db);
  const uploads = createUploadsService({
    db,
    folder: ctx.files.uploads,
    linkKey: ctx.secrets.uploadLinkKey,
    now,
  });
  const licenseChanges = createLicenseChangesService({ db, accounts, uploads, withTransaction, now });
  const lectures = createLecturesService({
    db,
    accounts,
    events: createLectureEvents({ outbox: ctx.outbox, publicUrl: ctx.config.PUBLIC_URL }),
    withTransaction,
    now,
  });
  const schedule = createScheduleService({
    db,
    accounts,
    courses,
    lectures,
    // New service hours may fit someone on the counselor's waitlist.
    timeAdded: (tx, counselorId) =>
      ctx.jobs.send(tx, waitlistMatchQueue, { counselorId }, { singletonKey: counselorId }),
    now,
    withTransaction,
  });
  // The topics module reads counselor pages and the directory reads topics' prices: the directory
  // reaches the topics service once it exists (built just below), never at construction.
  const counselors = createCounselorsService({
    accounts,
    courses,
    licenses: licenseChanges,
    schedule,
    topics: {
      publishedOffers: (counselorIds) => issueCourses.publishedOffers(counselorIds),
    },
    now,
  });
  const issueCourses = createIssueCoursesService({
    db,
    accounts,
    counselors,
    schedule,
    withTransaction,
    now,
    covers: ctx.images.covers,
  });
  const rooms = createRoomsService({ db, courses, accounts, auth, now });
  const reminders = createRemindersService({
    db,
    courses,
    accounts,
    mail,
    events: createRemindersEvents({ outbox: ctx.outbox, jobs: ctx.jobs }),
    publicUrl: ctx.config.PUBLIC_URL,
    organizerEmail: mailAddressOf(ctx.config.MAIL_FROM),
    now,
    withTransaction,
  });
  const bookingEvents = createBookingEvents({
    outbox: ctx.outbox,
    jobs: ctx.jobs,
    publicUrl: ctx.config.PUBLIC_URL,
  });
  const bookings = createBookingsService({
    db,
    accounts,
    issueCourses,
    schedule,
    rooms,
    invitations: reminders,
    events: bookingEvents,
    withTransaction,
    now,
  });
  return {
    unit,
    withTransaction,
    accounts,
    phoneVerification: createPhoneVerificationService({
      db,
      outbox: ctx.outbox,
      rateLimiter: ctx.rateLimiter,
      userRowChanged,
      balancesChanged,
      freeTrial,
      now,
    }),
    auth,
    accountLinks: createAccountLinksService({
      ...authDeps,
      config: ctx.config,
      outbox: ctx.outbox,
    }),
    mail,
    contact: createContactService({
      db,
      rateLimiter: ctx.rateLimiter,
      captcha: ctx.captcha,
      events: createContactEvents({ outbox: ctx.outbox, supportEmail: ctx.config.SUPPORT_EMAIL }),
      now,
    }),
    counselors,
    schedule,
    courses,
    issueCourses,
    bookings,
    waitlist: createWaitlistService({
      db,
      accounts,
      issueCourses,
      events: bookingEvents,
      withTransaction,
      now,
    }),
    customConsultations: createCustomConsultationsService({
      db,
      accounts,
      bookings,
      events: createCustomConsultationEvents({ outbox: ctx.outbox, publicUrl: ctx.config.PUBLIC_URL }),
      withTransaction,
      now,
    }),
    treatmentCases: createTreatmentCasesService({
      db,
      cipher: ctx.fieldCipher,
      accounts,
      courses,
      withTransaction,
      now,
    }),
    consents: createConsentsService({ db, now }),
    articles: createArticlesService({ db, accounts, now }),
    articleWriting: createArticleWritingService({ db, accounts, withTransaction, now }),
    lectures,
    counselorApplications: createCounselorApplicationsService({
      db,
      cipher: ctx.fieldCipher,
      accounts,
      uploads,
      covers: ctx.images.covers,
      withTransaction,
      now,
    }),
    questionnaire: createQuestionnaireService({
      db,
      cipher: ctx.fieldCipher,
      courses,
      recordRead: unit.inTransaction ? (entry) => recordAudit(db, entry) : auditReads,
      withTransaction,
      now,
    }),
    licenseChanges,
    devOutbox: createDevOutboxService({ db }),
    audit: createAuditService({ db, users: accounts.userDirectory }),
    rooms,
    deviceChecks: createDeviceChecksService({ db, courses, now }),
    reminders,
    push: createPushService({ db, publicKey: ctx.secrets.vapid.publicKey, now }),
    ledger,
    recharges: createRechargesService({
      unit,
      // A recharge made for a held booking pays it in the transaction that credits the points.
      paysHeldCourse: (inner, payment) =>
        bookings.payHeldInTransaction(buildServices(ctx, inner, shared), payment),
      providers: ctx.payments,
      publicUrl: ctx.config.PUBLIC_URL,
      isProduction: ctx.config.isProduction,
      now,
      balances: shared.balances,
    }),
    coupons: createCouponsService({ unit, now, balances: shared.balances }),
    uploads,
  };
}

/** The address of a "Name <address>" sender, or the text itself when it is a bare address. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
