import { ErrorCode } from '@app/contracts/error-codes';
import {
  type TCounselorLecture,
  type TCounselorLecturePage,
  type TLecture,
  type TLecturePage,
  type TLectureSignup,
  type TLectureFeedback,
  type TLectureFeedbackInput,
  type TLectureSignupPage,
  ZLectureInputSchema,
  ZLectureSignupInputSchema,
} from '@app/contracts/lectures';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { isExclusionViolation, isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { createLectureChanges } from './lecture-changes.ts';
import { lecturePaymentEntry, lectureRefundEntry } from './lecture-ledger.ts';
import { createLectureSettlement } from './lecture-settlement.ts';
import { counselorLectureOf, lectureOf, signupOf } from './lecture-view.ts';
import { lectureFeedbackMailboxMail, type TLectureEvents } from './lectures.events.ts';
import * as repo from './lectures.repo.ts';

const MINUTE = 60_000;

const notFound = (id: string) => new AppError(ErrorCode.NotFound, { internal: `lecture ${id}` });
const signupClosed = (lecture: repo.TLectureRow) =>
  new AppError(ErrorCode.LectureSignupClosed, { internal: `lecture ${lecture.id} is ${lecture.status}` });

export type TLecturesService = ReturnType<typeof createLecturesService>;

/**
 * Lectures and groups (講座與團體), held in person: a counselor announces one at a time of theirs
 * that no booked session, leave or other lecture holds; clients sign up and pay its price from
 * their stored value until the deadline, when it is confirmed or called off (lecture-settlement.ts).
 * Seats and money change under the lecture's row lock, in the transaction of each sign-up.
 */
export function createLecturesService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
  events: TLectureEvents;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  const changes = createLectureChanges({ events: deps.events });
  const settlement = createLectureSettlement({ db: deps.db, changes, withTransaction: deps.withTransaction });

  /** The lectures as anyone sees them, with their hosts' names and photos. */
  const present = async (rows: repo.TLectureRow[]): Promise<TLecture[]> => {
    const people = await deps.accounts.findUserSummaries(rows.map((row) => row.counselorId));
    const now = deps.now();
    return rows.map((row) => lectureOf(row, people, now));
  };

  /** The ratings given through these sign-ups, by sign-up. */
  const feedbackBySignup = async (signupIds: string[]) =>
    new Map((await repo.listFeedbackOfSignups(deps.db, signupIds)).map((row) => [row.signupId, row]));

  /** The counselor's own lectures with their members (active sign-ups). */
  const presentHosted = async (rows: repo.TLectureRow[]): Promise<TCounselorLecture[]> => {
    const members = await repo.listActiveSignups(
      deps.db,
      rows.map((row) => row.id),
    );
    const [people, feedback] = await Promise.all([
      deps.accounts.findUserSummaries([
        ...rows.map((row) => row.counselorId),
        ...members.map((member) => member.clientId),
      ]),
      feedbackBySignup(members.map((member) => member.id)),
    ]);
    const now = deps.now();
    return rows.map((row) =>
      counselorLectureOf(
        row,
        members.filter((member) => member.lectureId === row.id),
        people,
        feedback,
        now,
      ),
    );
  };

  const presentSignups = async (
    rows: { signup: repo.TSignupRow; lecture: repo.TLectureRow }[],
  ): Promise<TLectureSignup[]> => {
    const [people, feedback] = await Promise.all([
      deps.accounts.findUserSummaries(rows.map((row) => row.lecture.counselorId)),
      feedbackBySignup(rows.map((row) => row.signup.id)),
    ]);
    const now = deps.now();
    return rows.map((row) => signupOf(row.signup, row.lecture, people, feedback.get(row.signup.id), now));
  };

  const first = <T>([one]: T[]): T => {
    if (one === undefined) throw new Error('nothing presented');
    return one;
  };

  /** The counselor's own lecture, locked; someone else's does not exist for them. */
  const lockOwn = async (tx: TServices, counselorId: string, id: string) => {
    const lecture = await repo.findLecture(tx.unit.db, id, { forUpdate: true });
    if (lecture?.counselorId !== counselorId) throw notFound(id);
    return lecture;
  };

  return {
    /** GET /Lectures: one page of the open and confirmed lectures still to come, soonest first. */
    async list(options: { page: number; pageSize: number }): Promise<TLecturePage> {
      const { records, total } = await repo.listUpcoming(deps.db, {
        now: deps.now(),
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: await present(records) };
    },

    /** GET /Lectures/{id}: any lecture, whatever its status, so that the notices' links keep working. */
    async get(id: string): Promise<TLecture> {
      const row = await repo.findLecture(deps.db, id);
      if (!row) throw notFound(id);
      return first(await present([row]));
    },

    /** Every open or confirmed lecture's id and last change, for the sitemap. */
    listPublicIds: () => repo.listPublicIds(deps.db),

    /**
     * POST /Lectures/{id}/Signups: in one transaction under the lecture's lock, a seat is taken and
     * its price paid from the client's stored value (a free lecture posts nothing). Closed, full,
     * already signed up or short of points: refused, and nothing is written.
     */
    async signUp(options: {
      lectureId: string;
      clientId: string;
      input: z.output<typeof ZLectureSignupInputSchema>;
      actor: TAuditActor;
    }): Promise<TLectureSignup> {
      const { lectureId, clientId } = options;
      try {
        const signedUp = await deps.withTransaction(async (tx) => {
          const db = tx.unit.db;
          const now = deps.now();
          const lecture = await repo.findLecture(db, lectureId, { forUpdate: true });
          if (!lecture) throw notFound(lectureId);
          if (lecture.status !== 'open' || now >= lecture.signupDeadline) throw signupClosed(lecture);
          if (await repo.findActiveSignup(db, lectureId, clientId))
            throw new AppError(ErrorCode.LectureAlreadySignedUp);
          if (lecture.memberCount >= lecture.maxMembers)
            throw new AppError(ErrorCode.LectureFull, { internal: `lecture ${lectureId}` });
          const signup = await repo.insertSignup(db, {
            lectureId,
            clientId,
            email: options.input.email,
            paid: lecture.price,
            now,
          });
          if (signup.paid > 0)
            await tx.ledger.post(lecturePaymentEntry({ ...signup, counselorId: lecture.counselorId }));
          const counted = await repo.changeMemberCount(db, lectureId, 1, now);
          await changes.audit(tx, {
            actor: options.actor,
            action: 'signed_up',
            lectureId,
            at: now,
            details: { signupId: signup.id, paid: signup.paid },
          });
          return { signup, lecture: counted };
        });
        return first(await presentSignups([signedUp]));
      } catch (error) {
        // The lock makes a second sign-up wait and find the first; the index is the last word.
        if (isUniqueViolation(error, 'lecture_signups_one_active'))
          throw new AppError(ErrorCode.LectureAlreadySignedUp);
        throw error;
      }
    },

    /** DELETE /Lectures/{id}/Signups/me: before the deadline, the seat is given up and the price refunded. */
    async withdraw(options: {
      lectureId: string;
      clientId: string;
      actor: TAuditActor;
    }): Promise<TLectureSignup> {
      const { lectureId, clientId } = options;
      const withdrawn = await deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const now = deps.now();
        const lecture = await repo.findLecture(db, lectureId, { forUpdate: true });
        const signup = lecture && (await repo.findActiveSignup(db, lectureId, clientId));
        if (!lecture || !signup)
          throw new AppError(ErrorCode.NotFound, { internal: `no sign-up to ${lectureId}` });
        if (lecture.status !== 'open' || now >= lecture.signupDeadline) throw signupClosed(lecture);
        const [ended] = await repo.endSignups(db, [signup.id], 'withdrawn', now);
        if (!ended) throw new Error(`sign-up ${signup.id} not withdrawn`);
        if (ended.paid > 0)
          await tx.ledger.post(lectureRefundEntry({ ...ended, counselorId: lecture.counselorId }));
        const counted = await repo.changeMemberCount(db, lectureId, -1, now);
        await changes.audit(tx, {
          actor: options.actor,
          action: 'withdrawn',
          lectureId,
          at: now,
          details: { signupId: ended.id, refunded: ended.paid },
        });
        return { signup: ended, lecture: counted };
      });
      return first(await presentSignups([withdrawn]));
    },

    /** GET /Client/Lectures: the client's sign-ups of every status, lectures to come first. */
    async listOwn(options: {
      clientId: string;
      page: number;
      pageSize: number;
    }): Promise<TLectureSignupPage> {
      const { records, total } = await repo.listClientSignups(deps.db, {
        clientId: options.clientId,
        now: deps.now(),
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: await presentSignups(records) };
    },

    /** GET /Counselor/Lectures: the counselor's lectures, the latest start first, with their members. */
    async listHosted(options: {
      counselorId: string;
      page: number;
      pageSize: number;
    }): Promise<TCounselorLecturePage> {
      const { records, total } = await repo.listHosted(deps.db, {
        counselorId: options.counselorId,
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: await presentHosted(records) };
    },

    /** GET /Counselor/Lectures/{id}: the counselor's own lecture; another's is not found. */
    async getHosted(options: { counselorId: string; id: string }): Promise<TCounselorLecture> {
      const row = await repo.findLecture(deps.db, options.id);
      if (row?.counselorId !== options.counselorId) throw notFound(options.id);
      return first(await presentHosted([row]));
    },

    /**
     * POST /Counselor/Lectures: starting later than now, its deadline not past. Under the
     * counselor's lock (the one bookings and leave take), refused when a booked session, leave or
     * another open or confirmed lecture of theirs overlaps it; lectures_no_overlap is the last word.
     */
    async create(options: {
      counselorId: string;
      input: z.output<typeof ZLectureInputSchema>;
      actor: TAuditActor;
    }): Promise<TCounselorLecture> {
      const { counselorId, input } = options;
      const now = deps.now();
      const startsAt = new Date(input.startTime);
      const signupDeadline = new Date(input.signupDeadline);
      const endsAt = new Date(startsAt.getTime() + input.lengthMinutes * MINUTE);
      const past = [
        ...(startsAt <= now ? [{ path: ['startTime'], message: 'validation.lecture_start' }] : []),
        ...(signupDeadline <= now
          ? [{ path: ['signupDeadline'], message: 'validation.lecture_deadline' }]
          : []),
      ];
      if (past.length > 0) throw fieldsError(past);
      const timeTaken = () =>
        new AppError(ErrorCode.LectureTimeTaken, { internal: `${input.startTime} taken` });
      try {
        const row = await deps.withTransaction(async (tx) => {
          await tx.accounts.lockUser(counselorId);
          const period = { counselorId, from: startsAt, to: endsAt };
          // One at a time: the transaction's reads share its connection.
          if ((await tx.courses.listBookedPeriods(period)).length > 0) throw timeTaken();
          if (await tx.schedule.isOnLeave(period)) throw timeTaken();
          if ((await repo.listHostedPeriods(tx.unit.db, period)).length > 0) throw timeTaken();
          const inserted = await repo.insertLecture(tx.unit.db, {
            counselorId,
            title: input.title,
            description: input.description,
            place: input.place,
            startsAt,
            endsAt,
            lengthMinutes: input.lengthMinutes,
            signupDeadline,
            minMembers: input.minMembers,
            maxMembers: input.maxMembers,
            price: input.price,
            signupNote: input.signupNote,
            createdAt: now,
            updatedAt: now,
          });
          await changes.audit(tx, {
            actor: options.actor,
            action: 'created',
            lectureId: inserted.id,
            at: now,
            details: { start: input.startTime, lengthMinutes: input.lengthMinutes, price: input.price },
          });
          return inserted;
        });
        return first(await presentHosted([row]));
      } catch (error) {
        if (isExclusionViolation(error, 'lectures_no_overlap')) throw timeTaken();
        throw error;
      }
    },

    /**
     * POST /Counselor/Lectures/{id}/Cancel: an open or confirmed lecture that has not started is
     * called off with the counselor's reason; every member is refunded and told it (mail 37).
     */
    async cancel(options: {
      counselorId: string;
      id: string;
      reason: string;
      actor: TAuditActor;
    }): Promise<TCounselorLecture> {
      const row = await deps.withTransaction(async (tx) => {
        const lecture = await lockOwn(tx, options.counselorId, options.id);
        const now = deps.now();
        if (!(lecture.status === 'open' || lecture.status === 'confirmed') || now >= lecture.startsAt)
          throw new AppError(ErrorCode.LectureNotCancellable, {
            internal: `lecture ${lecture.id} is ${lecture.status}`,
          });
        return changes.callOff(tx, lecture, {
          cause: 'by_counselor',
          reason: options.reason,
          actor: options.actor,
          now,
        });
      });
      return first(await presentHosted([row]));
    },

    /**
     * POST /Lectures/{id}/Feedback: a member (an active sign-up) rates the completed lecture once;
     * the counselor finds it in their mailbox (mail 8, as a session's rating). Another client's
     * lecture is not found for them.
     */
    async rate(options: {
      lectureId: string;
      clientId: string;
      feedback: TLectureFeedbackInput;
    }): Promise<TLectureFeedback> {
      const { lectureId, clientId } = options;
      const lecture = await repo.findLecture(deps.db, lectureId);
      const signup = lecture && (await repo.findActiveSignup(deps.db, lectureId, clientId));
      if (!lecture || !signup)
        throw new AppError(ErrorCode.NotFound, { internal: `no sign-up to ${lectureId}` });
      if (lecture.status !== 'completed')
        throw new AppError(ErrorCode.LectureNotCompleted, {
          internal: `lecture ${lectureId} is ${lecture.status}`,
        });
      const stored = await deps.withTransaction(async (tx) => {
        const row = await repo.insertFeedback(tx.unit.db, {
          signupId: signup.id,
          lectureId,
          grade: options.feedback.grade,
          comment: options.feedback.comment ?? '',
          createdAt: deps.now(),
        });
        if (!row) throw new AppError(ErrorCode.LectureAlreadyRated);
        await tx.mail.sendMail(lectureFeedbackMailboxMail({ lecture, grade: row.grade }));
        return row;
      });
      return {
        lectureId,
        grade: stored.grade,
        comment: stored.comment,
        createTime: stored.createdAt.toISOString(),
      };
    },

    /** The counselor's open and confirmed lectures overlapping [from, to): time no session can be booked in. */
    hostedPeriods: (options: { counselorId: string; from: Date; to: Date }) =>
      repo.listHostedPeriods(deps.db, options),

    /** The same for several counselors in one read. */
    hostedPeriodsOf: (options: { counselorIds: string[]; from: Date; to: Date }) =>
      repo.listHostedPeriodsOf(deps.db, options),

    /** The deadline job (`now` for tests): each open lecture past its deadline is confirmed or called off. */
    settleDeadlines: (actor: TAuditActor, now = deps.now()) => settlement.settleDeadlines(actor, now),

    /** The completion job (`now` for tests): each confirmed lecture that has ended is completed. */
    completeEnded: (actor: TAuditActor, now = deps.now()) => settlement.completeEnded(actor, now),
  };
}
