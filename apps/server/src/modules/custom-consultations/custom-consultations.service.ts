import type { TAuditSubjectType } from '@app/contracts/audit';
import {
  CUSTOM_CONSULTATION_ANSWER_HOURS,
  CUSTOM_CONSULTATION_PAY_BEFORE_START_HOURS,
  CUSTOM_CONSULTATION_PAYMENT_HOURS,
  type TCustomConsultation,
  type TCustomConsultationPage,
  type TCustomConsultationStatus,
  ZCustomConsultationRequestInputSchema,
} from '@app/contracts/custom-consultations';
import { ConsentAction } from '@app/contracts/consents';
import { courseLengthTotalMinutes, CourseStatus } from '@app/contracts/enums';
import { ErrorCode } from '@app/contracts/error-codes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TConsentOrigin } from '../consents/consents.service.ts';
import type { TBookingsService } from '../courses/bookings.service.ts';
import { slotTakenOr } from '../courses/bookings.service.ts';
import {
  customConsultationMailboxMail,
  type TCustomConsultationEvents,
  type TCustomConsultationMessage,
} from './custom-consultations.events.ts';
import * as repo from './custom-consultations.repo.ts';

const HOUR = 3_600_000;
const SUBJECT: TAuditSubjectType = 'custom_consultation';
/** The pages the notices link to. */
export const CLIENT_REQUESTS_PATH = '/user/customconsultation';
export const COUNSELOR_REQUESTS_PATH = '/counselor/customconsultation';

export type TCustomConsultationsService = ReturnType<typeof createCustomConsultationsService>;

/** Only a request's own parties see it; to anyone else it does not exist. */
const notFound = (id: string) =>
  new AppError(ErrorCode.NotFound, { internal: `custom consultation ${id} not the caller's` });
const notOpen = (id: string, status: string) =>
  new AppError(ErrorCode.CustomConsultationNotOpen, { internal: `custom consultation ${id} is ${status}` });

/** When an accepted offer must be paid: CUSTOM_CONSULTATION_PAYMENT_HOURS, and before the session. */
export function paymentDeadline(now: Date, startsAt: Date): Date {
  return new Date(
    Math.min(
      now.getTime() + CUSTOM_CONSULTATION_PAYMENT_HOURS * HOUR,
      startsAt.getTime() - CUSTOM_CONSULTATION_PAY_BEFORE_START_HOURS * HOUR,
    ),
  );
}

/**
 * Personal custom consultations (domain spec §1): a client's request to a counselor who takes them,
 * the counselor's answer (a time at their custom price, or a reason), and the client's payment. An
 * accepted request is a held course (Treatment, Unpaid) made in the transaction of the answer, so
 * the database's no-overlap rule guards its time; paying it and releasing it unpaid are the
 * bookings module's. A request unanswered for CUSTOM_CONSULTATION_ANSWER_HOURS expires.
 */
export function createCustomConsultationsService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'isPhoneVerified' | 'findUserSummaries' | 'findCustomConsultationOffer'>;
  bookings: Pick<TBookingsService, 'statesOf'>;
  events: TCustomConsultationEvents;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  /** Names and addresses of the parties, read through `accounts` (the transaction's, inside one). */
  const people = async (
    accounts: Pick<TAccountsService, 'findUserSummaries'>,
    rows: { clientId: string; counselorId: string }[],
  ) => {
    const found = await accounts.findUserSummaries(rows.flatMap((row) => [row.clientId, row.counselorId]));
    return {
      client: (id: string) => ({
        id,
        email: found.get(id)?.email ?? '',
        nickname: found.get(id)?.nickname ?? '',
      }),
      counselor: (id: string) => ({
        id,
        email: found.get(id)?.email ?? '',
        nickname: found.get(id)?.fullName ?? found.get(id)?.nickname ?? '',
      }),
    };
  };

  /** Tells one party in tx: by e-mail and in their mailbox. */
  const tell = async (tx: TServices, message: TCustomConsultationMessage) => {
    await deps.events.notify(tx.unit.db, message);
    await tx.mail.sendMail(customConsultationMailboxMail(message));
  };

  /** The requests as their parties see them; an accepted one's status follows its course. */
  const present = async (rows: repo.TRequestRow[]): Promise<TCustomConsultation[]> => {
    const names = await people(deps.accounts, rows);
    const courses = await deps.bookings.statesOf(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])));
    return rows.map((row) => {
      const course = row.courseId ? courses.get(row.courseId) : undefined;
      let status: TCustomConsultationStatus = row.status;
      let deadline: Date | null = row.status === 'pending' ? row.expiresAt : null;
      if (row.status === 'accepted' && course) {
        if (course.status === CourseStatus.Unpaid) deadline = course.holdExpiresAt;
        else if (course.status !== CourseStatus.Canceled) status = 'paid';
        else status = course.cancelReason === 'hold_expired' ? 'expired' : 'canceled';
      }
      return {
        id: row.id,
        status,
        counselor: { id: row.counselorId, fullName: names.counselor(row.counselorId).nickname },
        client: { id: row.clientId, nickName: names.client(row.clientId).nickname },
        message: row.message,
        preferredTimes: row.preferredTimes,
        length: row.length as TCustomConsultation['length'],
        price: row.price,
        startTime: course?.startsAt.toISOString() ?? null,
        courseId: row.courseId,
        declineReason: row.declineReason,
        deadline: deadline?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  };

  const presentOne = async (row: repo.TRequestRow): Promise<TCustomConsultation> => {
    const [presented] = await present([row]);
    if (!presented) throw new Error('request not presented');
    return presented;
  };

  /** The request for its counselor (or client), locked; 404 for anyone else. */
  const lockOwn = async (tx: TServices, id: string, party: 'clientId' | 'counselorId', userId: string) => {
    const row = await repo.findRequest(tx.unit.db, id, { forUpdate: true });
    if (row?.[party] !== userId) throw notFound(id);
    return row;
  };

  const audit = (
    tx: TServices,
    actor: TAuditActor,
    action: 'requested' | 'accepted' | 'declined' | 'withdrawn' | 'paid' | 'expired',
    id: string,
    details?: Record<string, unknown>,
  ) =>
    recordAudit(tx.unit.db, {
      actor,
      action: `custom_consultation.${action}`,
      subjectType: SUBJECT,
      subjectId: id,
      ...(details ? { details } : {}),
      at: deps.now(),
    });

  return {
    /** POST /CustomConsultation: a verified client asks a counselor who takes requests. Mail 21 to the counselor. */
    async request(options: {
      clientId: string;
      input: z.output<typeof ZCustomConsultationRequestInputSchema>;
      actor: TAuditActor;
    }): Promise<TCustomConsultation> {
      const { clientId, input } = options;
      const offer = await deps.accounts.findCustomConsultationOffer(input.counselorId);
      if (!offer) throw new AppError(ErrorCode.NotFound, { internal: `counselor ${input.counselorId}` });
      if (!offer.accepts || offer.price === null) throw new AppError(ErrorCode.CustomConsultationNotOffered);
      if (!(await deps.accounts.isPhoneVerified(clientId))) throw new AppError(ErrorCode.PhoneNotVerified);
      const names = await people(deps.accounts, [{ clientId, counselorId: input.counselorId }]);
      try {
        const row = await deps.withTransaction(async (tx) => {
          const now = deps.now();
          const inserted = await repo.insertRequest(tx.unit.db, {
            clientId,
            counselorId: input.counselorId,
            message: input.message,
            preferredTimes: input.preferredTimes,
            length: input.length,
            expiresAt: new Date(now.getTime() + CUSTOM_CONSULTATION_ANSWER_HOURS * HOUR),
            now,
          });
          await audit(tx, options.actor, 'requested', inserted.id, { counselorId: input.counselorId });
          await tell(tx, {
            notice: {
              kind: 'requested',
              minutes: courseLengthTotalMinutes[input.length],
              preferredTimes: input.preferredTimes,
              deadline: inserted.expiresAt,
            },
            to: names.counselor(input.counselorId),
            counterpart: names.client(clientId).nickname,
            path: COUNSELOR_REQUESTS_PATH,
          });
          return inserted;
        });
        return await presentOne(row);
      } catch (error) {
        // custom_consultation_requests_one_pending: a request to this counselor is still open.
        if (isUniqueViolation(error, 'custom_consultation_requests_one_pending'))
          throw new AppError(ErrorCode.CustomConsultationAlreadyOpen);
        throw error;
      }
    },

    /** GET …/Mine and …/Incoming: one page of the caller's requests, newest first. */
    async list(options: {
      party: 'client' | 'counselor';
      userId: string;
      page: number;
      pageSize: number;
    }): Promise<TCustomConsultationPage> {
      const { records, total } = await repo.listRequests(deps.db, {
        party: options.party,
        userId: options.userId,
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: await present(records) };
    },

    /**
     * POST …/{id}/Accept by its counselor: holds `startTime` (a slot of their service hours for the
     * request's length) as an Unpaid Treatment course at their custom price now, until the payment
     * deadline; the client is mailed the offer. A time taken meanwhile answers SlotTaken and leaves
     * the request pending.
     */
    async accept(options: {
      id: string;
      counselorId: string;
      startTime: string;
      actor: TAuditActor;
    }): Promise<TCustomConsultation> {
      const startsAt = new Date(options.startTime);
      try {
        const row = await deps.withTransaction(async (tx) => {
          const request = await lockOwn(tx, options.id, 'counselorId', options.counselorId);
          const now = deps.now();
          if (request.status !== 'pending' || request.expiresAt <= now)
            throw notOpen(request.id, request.status);
          const offer = await tx.accounts.findCustomConsultationOffer(request.counselorId);
          if (offer?.price == null) throw new AppError(ErrorCode.CustomConsultationNotOffered);
          const deadline = paymentDeadline(now, startsAt);
          const courseId = await tx.bookings.holdTreatmentInTransaction(tx, {
            clientId: request.clientId,
            counselorId: request.counselorId,
            length: request.length,
            startsAt,
            price: offer.price,
            holdExpiresAt: deadline,
            actor: options.actor,
          });
          const answered = await repo.answerPending(
            tx.unit.db,
            request.id,
            { status: 'accepted', price: offer.price, courseId },
            now,
          );
          if (!answered) throw notOpen(request.id, request.status);
          await audit(tx, options.actor, 'accepted', request.id, { courseId, price: offer.price });
          const names = await people(tx.accounts, [request]);
          await tell(tx, {
            notice: { kind: 'accepted', startsAt, price: offer.price, deadline },
            to: names.client(request.clientId),
            counterpart: names.counselor(request.counselorId).nickname,
            path: CLIENT_REQUESTS_PATH,
          });
          return answered;
        });
        return await presentOne(row);
      } catch (error) {
        throw slotTakenOr(error, options.startTime);
      }
    },

    /** POST …/{id}/Decline by its counselor, with the reason the client is mailed. */
    async decline(options: { id: string; counselorId: string; reason: string; actor: TAuditActor }) {
      const row = await deps.withTransaction(async (tx) => {
        const request = await lockOwn(tx, options.id, 'counselorId', options.counselorId);
        const answered = await repo.answerPending(
          tx.unit.db,
          request.id,
          { status: 'declined', declineReason: options.reason },
          deps.now(),
        );
        if (!answered) throw notOpen(request.id, request.status);
        await audit(tx, options.actor, 'declined', request.id, { reason: options.reason });
        const names = await people(tx.accounts, [request]);
        await tell(tx, {
          notice: { kind: 'declined', reason: options.reason },
          to: names.client(request.clientId),
          counterpart: names.counselor(request.counselorId).nickname,
          path: CLIENT_REQUESTS_PATH,
        });
        return answered;
      });
      return presentOne(row);
    },

    /** POST …/{id}/Withdraw by its client, while it waits for the answer. */
    async withdraw(options: { id: string; clientId: string; actor: TAuditActor }) {
      const row = await deps.withTransaction(async (tx) => {
        const request = await lockOwn(tx, options.id, 'clientId', options.clientId);
        const answered = await repo.answerPending(
          tx.unit.db,
          request.id,
          { status: 'withdrawn' },
          deps.now(),
        );
        if (!answered) throw notOpen(request.id, request.status);
        await audit(tx, options.actor, 'withdrawn', request.id);
        return answered;
      });
      return presentOne(row);
    },

    /**
     * POST …/{id}/Pay by its client: pays the held course from the stored value (Unpaid → Init,
     * the counselor told) with the consent to the booking rules. Short of points: InsufficientBalance,
     * nothing changes (the client recharges with the course's id, which pays it).
     */
    async pay(options: { id: string; clientId: string; origin: TConsentOrigin; actor: TAuditActor }) {
      const row = await deps.withTransaction(async (tx) => {
        const request = await lockOwn(tx, options.id, 'clientId', options.clientId);
        if (request.status !== 'accepted' || !request.courseId) throw notOpen(request.id, request.status);
        const paid = await tx.bookings.payHeldInTransaction(tx, {
          courseId: request.courseId,
          clientId: request.clientId,
          points: 0,
        });
        if (paid === 'short')
          throw new AppError(ErrorCode.InsufficientBalance, { internal: `request ${request.id}` });
        if (paid !== 'paid') throw notOpen(request.id, `course ${paid}`);
        await tx.consents.record({
          userId: request.clientId,
          action: ConsentAction.Booking,
          context: `course:${request.courseId}`,
          origin: options.origin,
        });
        await audit(tx, options.actor, 'paid', request.id, { courseId: request.courseId });
        return request;
      });
      return presentOne(row);
    },

    /** The expiry job: pending requests unanswered for CUSTOM_CONSULTATION_ANSWER_HOURS expire; their clients are told. */
    async expireUnanswered(actor: TAuditActor): Promise<number> {
      const now = deps.now();
      let expired = 0;
      for (const { id } of await repo.listExpiredPending(deps.db, now)) {
        const done = await deps.withTransaction(async (tx) => {
          const row = await repo.expirePending(tx.unit.db, id, now);
          if (!row) return false;
          await audit(tx, actor, 'expired', id);
          const names = await people(tx.accounts, [row]);
          await tell(tx, {
            notice: { kind: 'expired' },
            to: names.client(row.clientId),
            counterpart: names.counselor(row.counselorId).nickname,
            path: CLIENT_REQUESTS_PATH,
          });
          return true;
        });
        if (done) expired += 1;
      }
      return expired;
    },
  };
}
