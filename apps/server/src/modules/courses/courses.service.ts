import type {
  TCourseFeedback,
  TCourseFeedbackInput,
  TCourseRecord,
  TCourseRecordPage,
  TInterruptionOutcome,
  TReceivedFeedbackPage,
  TUpcomingCoursePage,
} from '@app/contracts/courses';
import { MailType } from '@app/contracts/mail';
import type { TPublicFeedback } from '@app/contracts/counselors';
import { CourseStatus, CourseType, type TCourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import { defaultApiLocale } from '@app/contracts/locale';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TUnitOfWork } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import { sessionTime } from '../../platform/mail/templates/session-time.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TMailService } from '../mail/mail.service.ts';
import type { TServices } from '../../services.ts';
import type { TLedgerService } from '../wallet/ledger.service.ts';
import { bookingMailboxMail } from './booking.events.ts';
import { COURSE_SUBJECT, courseCounselor, courseSummary } from './course-summary.ts';
import {
  COUNSELOR_FEEDBACK_PAGE,
  counselorPagePath,
  ratePagePath,
  type TCoursesEvents,
} from './courses.events.ts';
import * as repo from './courses.repo.ts';

export type TCoursesService = ReturnType<typeof createCoursesService>;

export type TFeedbackSummary = { feedbackCount: number; averageGrade: number };
const NO_FEEDBACK: TFeedbackSummary = { feedbackCount: 0, averageGrade: 0 };

/** Booked sessions between clients and counselors. */
export function createCoursesService(deps: {
  unit: TUnitOfWork;
  accounts: Pick<TAccountsService, 'findUserSummaries' | 'giveFreeCourseQuotaBack'>;
  ledger: Pick<TLedgerService, 'refundCoursePayment'>;
  /** The services bound to a transaction this service opened (completion moves points and the trial quota). */
  servicesIn: (unit: TUnitOfWork) => Pick<TServices, 'accounts' | 'ledger'>;
  events: TCoursesEvents;
  /** The mailbox, writing in the given transaction. */
  mailIn: (db: DbOrTx) => Pick<TMailService, 'sendMail'>;
  now: () => Date;
}) {
  const { unit } = deps;

  /**
   * A booked course just canceled in the caller's transaction: the points it was paid with (or a
   * trial's deposit) go back in full through the ledger, a trial's quota goes back to its client,
   * and the cancellation is audited with why and by what.
   */
  const refundCanceled = async (
    course: { id: string; type: number; clientId: string },
    cancellation: { by: string; reason: string; actor: TAuditActor; now: Date },
  ) => {
    const courseId = course.id;
    const refund = await deps.ledger.refundCoursePayment(courseId);
    // A trial that will not take place gives the client their trial back (its deposit came back above).
    if (course.type === CourseType.TestCourse) await deps.accounts.giveFreeCourseQuotaBack(course.clientId);
    await recordAudit(unit.db, {
      actor: cancellation.actor,
      action: 'course.canceled',
      subjectType: COURSE_SUBJECT,
      subjectId: courseId,
      details: {
        by: cancellation.by,
        reason: cancellation.reason,
        ...(refund ? { refundedPoints: refund.points } : {}),
      },
      at: cancellation.now,
    });
    return refund;
  };

  /**
   * What a session's completion settles, in its transaction: a trial's deposit goes back to the
   * client (refunded once: the ledger's key); a paid session refills the client's trial quota.
   */
  const settleCompleted = async (inner: TUnitOfWork, courseId: string) => {
    const course = await repo.findCourse(inner.db, courseId);
    if (!course) return;
    const services = deps.servicesIn(inner);
    if (course.type === CourseType.TestCourse) await services.ledger.refundCoursePayment(course.id);
    else if (course.price > 0)
      await services.accounts.refillFreeCourseQuota(
        course.clientId,
        await repo.hasCompletedTrial(inner.db, course.clientId),
      );
  };

  return {
    /** The party's courses still to come, soonest first; totalRecords is the reservation bell's count. */
    async listUpcoming(options: {
      party: repo.TCourseParty;
      userId: string;
      page: number;
      pageSize: number;
    }): Promise<TUpcomingCoursePage> {
      const { records, total } = await repo.listUpcoming(unit.db, {
        party: options.party,
        userId: options.userId,
        now: deps.now(),
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      const people = await deps.accounts.findUserSummaries(
        records.flatMap((course) => [course.counselorId, course.clientId]),
      );
      return {
        totalRecords: total,
        records: records.map((course) => ({
          ...courseSummary(course),
          counselor: courseCounselor(course.counselorId, people),
          client: { nickName: people.get(course.clientId)?.nickname ?? '' },
        })),
      };
    },

    /** The client's past sessions, newest first, each with its rating or whether it may be rated. */
    async listClientRecords(options: {
      clientId: string;
      page: number;
      pageSize: number;
    }): Promise<TCourseRecordPage> {
      const { records, total } = await repo.listClientRecords(unit.db, {
        clientId: options.clientId,
        now: deps.now(),
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      const people = await deps.accounts.findUserSummaries(records.map((course) => course.counselorId));
      return {
        totalRecords: total,
        records: records.map((course) => ({
          ...courseSummary(course),
          counselor: courseCounselor(course.counselorId, people),
          feedback:
            course.grade === null || course.ratedAt === null
              ? null
              : {
                  grade: course.grade,
                  comment: course.comment ?? '',
                  createTime: course.ratedAt.toISOString(),
                },
          canRate: course.status === CourseStatus.Completed && course.grade === null,
          cancellation: cancellationOf({ ...course, clientId: options.clientId }),
        })),
      };
    },

    /** The ratings a counselor received, newest first, with their count and average. */
    async listReceivedFeedback(options: {
      counselorId: string;
      page: number;
      pageSize: number;
    }): Promise<TReceivedFeedbackPage> {
      const [{ records, total }, summaries] = await Promise.all([
        repo.listReceivedFeedback(unit.db, {
          counselorId: options.counselorId,
          limit: options.pageSize,
          offset: options.page * options.pageSize,
        }),
        repo.feedbackSummaries(unit.db, [options.counselorId]),
      ]);
      const clients = await deps.accounts.findUserSummaries(records.map((row) => row.clientId));
      const summary = summaries[0];
      return {
        totalRecords: total,
        feedbackCount: summary?.feedbackCount ?? 0,
        averageGrade: Number(summary?.averageGrade ?? 0),
        records: records.map((row) => ({
          courseId: row.courseId,
          grade: row.grade,
          comment: row.comment,
          createTime: row.createdAt.toISOString(),
          courseStartTime: row.courseStartsAt.toISOString(),
          client: { nickName: clients.get(row.clientId)?.nickname ?? '' },
        })),
      };
    },

    /** Whether the counselor holds or held a session with the client (booked and not canceled). */
    hasCourseWith(options: { counselorId: string; clientId: string }): Promise<boolean> {
      return repo.hasCourseBetween(unit.db, options);
    },

    /** The client's sessions with the counselor that took place (interrupted ones too), latest first. */
    listHeldBetween(options: { counselorId: string; clientId: string }) {
      return repo.listHeldBetween(unit.db, options);
    },

    /** The counselor's clients with a booked, not canceled session, the latest session first. */
    listBookedClientsOf(counselorId: string) {
      return repo.listBookedClientsOf(unit.db, counselorId);
    },

    /** The time a counselor's booked courses take (buffer included) within [from, to): what cannot be booked again. */
    listBookedPeriods(options: { counselorId: string; from: Date; to: Date }) {
      return repo.listBookedPeriods(unit.db, options);
    },

    /** The same for several counselors in one read, each period with whose it is. */
    listBookedPeriodsOf(options: { counselorIds: string[]; from: Date; to: Date }) {
      return repo.listBookedPeriodsOf(unit.db, options);
    },

    /** A counselor's courses (not canceled) overlapping [from, to), with their clients' nicknames: the calendar's. */
    async listForCalendar(options: { counselorId: string; from: Date; to: Date }) {
      const booked = await repo.listCalendarCourses(unit.db, options);
      const clients = await deps.accounts.findUserSummaries(booked.map((course) => course.clientId));
      return booked.map(({ clientId, ...course }) => ({
        ...course,
        clientNickName: clients.get(clientId)?.nickname ?? '',
      }));
    },

    /** How many booked courses a counselor's leave over [from, to) would cancel. */
    countCancelledByLeave(options: { counselorId: string; from: Date; to: Date }): Promise<number> {
      return repo.countCancellableInPeriod(unit.db, { ...options, now: deps.now() });
    },

    /**
     * Cancels the counselor's booked courses that have not started and overlap their leave over
     * [from, to): each client is sent the reason (mail 42), the points each was paid with are
     * refunded in full through the ledger, and each cancellation is audited. Runs in the caller's
     * transaction, the one that records the leave.
     */
    async cancelForLeave(options: {
      counselorId: string;
      from: Date;
      to: Date;
      reason: string;
      actor: TAuditActor;
    }): Promise<number> {
      const now = deps.now();
      const canceled = await repo.cancelInPeriod(unit.db, { ...options, now });
      const people = await deps.accounts.findUserSummaries([
        options.counselorId,
        ...canceled.map((course) => course.clientId),
      ]);
      const counselor = {
        id: options.counselorId,
        fullName: people.get(options.counselorId)?.fullName ?? '',
      };
      for (const course of canceled) {
        const refund = await refundCanceled(course, {
          by: 'counselor-leave',
          reason: options.reason,
          actor: options.actor,
          now,
        });
        const client = people.get(course.clientId);
        if (!client) continue;
        const trial = course.type === CourseType.TestCourse;
        const trialDeposit = trial ? refund?.points : undefined;
        // Mail 42 (a trial's 24), by e-mail and in the client's mailbox.
        await deps.mailIn(unit.db).sendMail(
          bookingMailboxMail(course.clientId, {
            kind: trial ? 'trialCanceled' : 'canceled',
            to: client.email,
            nickname: client.nickname,
            counterpart: counselor.fullName,
            title: '',
            startsAt: course.startsAt,
            reason: options.reason,
            points: trialDeposit,
            path: counselorPagePath(options.counselorId),
            locale: defaultApiLocale,
          }),
        );
        await deps.events.canceledByCounselor(unit.db, {
          client,
          counselor,
          startsAt: course.startsAt,
          reason: options.reason,
          trialDeposit,
          locale: defaultApiLocale,
        });
      }
      return canceled.length;
    },

    /**
     * Cancels a client's booked courses that have not started (an applicant becoming a counselor):
     * each is refunded in full through the ledger and audited. Runs in the caller's transaction.
     * Answers the courses canceled with the points given back for each.
     */
    async cancelClientBookings(options: { clientId: string; reason: string; actor: TAuditActor }) {
      const now = deps.now();
      const canceled = await repo.cancelClientBookings(unit.db, {
        clientId: options.clientId,
        now,
        reason: options.reason,
      });
      const result = [];
      for (const course of canceled) {
        const refund = await refundCanceled(
          { ...course, clientId: options.clientId },
          {
            by: 'application-approved',
            reason: options.reason,
            actor: options.actor,
            now,
          },
        );
        result.push({ ...course, refundedPoints: refund?.points ?? 0 });
      }
      return result;
    },

    /** Booked courses starting in (after, until]: those whose parties are due a reminder. */
    listStartingBetween(options: { after: Date; until: Date }) {
      return repo.listStartingBetween(unit.db, options);
    },

    /** A course's parties, times, state and last change (a calendar invitation's), or null. */
    findForInvitation(courseId: string) {
      return repo.findForInvitation(unit.db, courseId);
    },

    /** Courses under way whose room has closed: those the clock may end. */
    listUnderProgressEndedBy(now: Date) {
      return repo.listUnderProgressEndedBy(unit.db, now);
    },

    /** A course as the session room sees it, or null when there is none with this id. */
    findForRoom(courseId: string) {
      return repo.findForRoom(unit.db, courseId);
    },

    /** A party has entered the room: the course is under way, started by `actor` the first time. */
    markUnderProgress(courseId: string, actor: TAuditActor): Promise<void> {
      return unit.transaction(async ({ db }) => {
        const now = deps.now();
        if (!(await repo.markUnderProgress(db, courseId, now))) return;
        await recordAudit(db, {
          actor,
          action: 'course.started',
          subjectType: COURSE_SUBJECT,
          subjectId: courseId,
          at: now,
        });
      });
    },

    /**
     * The counselor ends the session, irreversibly: the course becomes Completed with who and
     * when, a trial's deposit is refunded or a paid session refills the trial quota, the ending is
     * audited and the client is asked for a rating (mail 5), all in one transaction. False when it could not be (already ended, canceled, or not this counselor's).
     */
    async complete(options: {
      courseId: string;
      counselorId: string;
      actor: TAuditActor;
      /** The room closed with the session under way: ended by the clock, not by the counselor. */
      byClock?: boolean;
    }): Promise<boolean> {
      const course = await repo.findForRoom(unit.db, options.courseId);
      if (!course) return false;
      // Read before the transaction: the accounts service runs on its own connection.
      const people = await deps.accounts.findUserSummaries([course.clientId, course.counselorId]);
      const client = people.get(course.clientId);
      return unit.transaction(async (inner) => {
        const { db } = inner;
        const now = deps.now();
        if (!(await repo.complete(db, { ...options, now }))) return false;
        await settleCompleted(inner, options.courseId);
        await recordAudit(db, {
          actor: options.actor,
          action: 'course.completed',
          subjectType: COURSE_SUBJECT,
          subjectId: options.courseId,
          ...(options.byClock ? { details: { endedBy: 'clock' } } : {}),
          at: now,
        });
        await deps.mailIn(db).sendMail({
          userId: course.clientId,
          type: MailType.CompleteCourseFeedback,
          message: translator(defaultApiLocale, 'courses')('feedbackRequest.mailbox', {
            counselor: people.get(course.counselorId)?.fullName ?? '',
          }),
          link: ratePagePath(course.id),
        });
        if (client) {
          await deps.events.completed(db, {
            courseId: course.id,
            client,
            counselorName: people.get(course.counselorId)?.fullName ?? '',
            locale: defaultApiLocale,
          });
        }
        return true;
      });
    },

    /**
     * The counselor extends the talking time of a course under way to `extensionSeconds` in all
     * (a total, so that asking twice changes nothing). False when not theirs or not under way.
     */
    extend(options: {
      courseId: string;
      counselorId: string;
      extensionSeconds: number;
      actor: TAuditActor;
    }): Promise<boolean> {
      return unit.transaction(async ({ db }) => {
        const now = deps.now();
        if (!(await repo.setExtension(db, { ...options, now }))) return false;
        await recordAudit(db, {
          actor: options.actor,
          action: 'course.extended',
          subjectType: COURSE_SUBJECT,
          subjectId: options.courseId,
          details: { extensionSeconds: options.extensionSeconds },
          at: now,
        });
        return true;
      });
    },

    /**
     * The counselor ends a session that cannot continue: the course is canceled with what it owes
     * (the wallet settles it). False when it was not open or not theirs.
     */
    interrupt(options: {
      courseId: string;
      counselorId: string;
      deliveredSeconds: number;
      outcome: TInterruptionOutcome;
      counselorSharePermille: number;
      actor: TAuditActor;
    }): Promise<boolean> {
      return unit.transaction(async ({ db }) => {
        const now = deps.now();
        if (!(await repo.interrupt(db, { ...options, now }))) return false;
        await recordAudit(db, {
          actor: options.actor,
          action: 'course.interrupted',
          subjectType: COURSE_SUBJECT,
          subjectId: options.courseId,
          details: {
            deliveredSeconds: options.deliveredSeconds,
            outcome: options.outcome,
            counselorSharePermille: options.counselorSharePermille,
          },
          at: now,
        });
        return true;
      });
    },

    /**
     * The client rates their completed session, once. Someone else's course is not found; a
     * course not completed or already rated is refused with its own error.
     */
    async rate(options: {
      courseId: string;
      clientId: string;
      feedback: TCourseFeedbackInput;
    }): Promise<TCourseFeedback> {
      const course = await repo.findForRoom(unit.db, options.courseId);
      if (course?.clientId !== options.clientId) {
        throw new AppError(ErrorCode.NotFound, { internal: `course ${options.courseId} not the caller's` });
      }
      if (course.status !== CourseStatus.Completed) throw new AppError(ErrorCode.CourseNotCompleted);
      const people = await deps.accounts.findUserSummaries([course.counselorId]);
      const counselor = people.get(course.counselorId);
      const row = await unit.transaction(async ({ db }) => {
        const stored = await repo.insertFeedback(db, {
          courseId: course.id,
          clientId: course.clientId,
          counselorId: course.counselorId,
          grade: options.feedback.grade,
          comment: options.feedback.comment ?? '',
          createdAt: deps.now(),
        });
        if (!stored) return null;
        // Mail 8: the counselor hears of the rating in their mailbox, and by e-mail.
        await deps.mailIn(db).sendMail({
          userId: course.counselorId,
          type: MailType.GetFeedback,
          message: translator(defaultApiLocale, 'courses')('feedbackReceived.mailbox', {
            grade: stored.grade,
            time: sessionTime(course.startsAt, defaultApiLocale),
          }),
          link: COUNSELOR_FEEDBACK_PAGE,
        });
        if (counselor) {
          await deps.events.feedbackReceived(db, {
            counselor: { email: counselor.email, name: counselor.fullName ?? counselor.nickname },
            grade: stored.grade,
            startsAt: course.startsAt,
            locale: defaultApiLocale,
          });
        }
        return stored;
      });
      if (!row) throw new AppError(ErrorCode.FeedbackAlreadyGiven);
      return {
        courseId: row.courseId,
        grade: row.grade,
        comment: row.comment,
        createTime: row.createdAt.toISOString(),
      };
    },

    /** Each counselor's ratings: how many and their average (0 and 0 for one nobody rated yet). */
    async feedbackSummaries(counselorIds: readonly string[]): Promise<Map<string, TFeedbackSummary>> {
      const rows = await repo.feedbackSummaries(unit.db, counselorIds);
      const summaries = new Map(counselorIds.map((id) => [id, NO_FEEDBACK]));
      for (const row of rows) {
        summaries.set(row.counselorId, {
          feedbackCount: row.feedbackCount,
          averageGrade: Number(row.averageGrade ?? 0),
        });
      }
      return summaries;
    },

    /** A counselor's latest ratings with a comment, without the clients' names. */
    /** One page of a counselor's ratings that came with a comment, newest first, never the client. */
    async commentPage(
      counselorId: string,
      page: { number: number; size: number },
    ): Promise<{ totalRecords: number; records: TPublicFeedback[] }> {
      const [rows, totalRecords] = await Promise.all([
        repo.listRecentComments(unit.db, {
          counselorId,
          limit: page.size,
          offset: page.number * page.size,
        }),
        repo.countComments(unit.db, counselorId),
      ]);
      return {
        totalRecords,
        records: rows.map((row) => ({
          grade: row.grade,
          comment: row.comment,
          createTime: row.createdAt.toISOString(),
        })),
      };
    },

    async recentComments(counselorId: string, limit: number): Promise<TPublicFeedback[]> {
      const rows = await repo.listRecentComments(unit.db, { counselorId, limit });
      return rows.map((row) => ({
        grade: row.grade,
        comment: row.comment,
        createTime: row.createdAt.toISOString(),
      }));
    },
  };
}

/**
 * How a canceled session ended, as its client's records tell it: who ended it and, when a person
 * did, in their words. A no-show and a leave's or an approval's cancellations are the platform's
 * or the counselor's by their records (courses.repo.ts).
 */
function cancellationOf(course: {
  status: TCourseStatus;
  clientId: string;
  counselorId: string;
  canceledAt: Date | null;
  canceledBy: string | null;
  cancelReason: string | null;
  interruptedAt: Date | null;
}): TCourseRecord['cancellation'] {
  if (course.status !== CourseStatus.Canceled) return null;
  if (course.interruptedAt)
    return { kind: 'interrupted', by: 'counselor', reason: null, at: course.interruptedAt.toISOString() };
  const at = course.canceledAt?.toISOString() ?? null;
  if (course.cancelReason === repo.NO_SHOW_REASON)
    return { kind: 'no_show', by: 'platform', reason: null, at };
  const by =
    course.canceledBy === course.clientId
      ? 'client'
      : course.canceledBy === course.counselorId
        ? 'counselor'
        : 'platform';
  return { kind: 'canceled', by, reason: by === 'platform' ? null : course.cancelReason, at };
}
