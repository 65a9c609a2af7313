import type { TAuditAction, TAuditSubjectType } from '@app/contracts/audit';
import { ErrorCode } from '@app/contracts/error-codes';
import {
  caseNumberText,
  type TCase,
  type TCaseClientList,
  type TCasePage,
  type TCaseSession,
  type TCaseStatus,
  type TCaseSummary,
  type ZCaseBasicsSchema,
  type ZCaseCloseSchema,
  type ZCaseOpenSchema,
  type ZCaseRecordInputSchema,
} from '@app/contracts/treatment-cases';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { timeOrderedUuid } from '../../platform/db/time-ordered-uuid.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import * as repo from './treatment-cases.repo.ts';

const SUBJECT: TAuditSubjectType = 'treatment_case';

export type TTreatmentCasesService = ReturnType<typeof createTreatmentCasesService>;

/** A case is its counselor's alone: to anyone else it does not exist. */
const notFound = (caseId: string) =>
  new AppError(ErrorCode.NotFound, { internal: `treatment case ${caseId} not the caller's` });
const closed = (caseId: string) =>
  new AppError(ErrorCode.CaseClosed, { internal: `treatment case ${caseId} is closed` });

/**
 * Counselors' case files and treatment records (domain spec §3). A counselor opens a case for a
 * client who has booked or held a session with them, keeps records in it (each kept as written)
 * and closes it, after which it is read-only. The goal, the records and the closing summary are
 * sealed (field encryption); every opening of a file is recorded in the audit trail, and so is
 * every change, each in the change's transaction.
 */
export function createTreatmentCasesService(deps: {
  db: DbOrTx;
  cipher: TFieldCipher;
  accounts: Pick<TAccountsService, 'findUserSummaries'>;
  courses: Pick<TCoursesService, 'hasCourseWith' | 'listHeldBetween' | 'listBookedClientsOf' | 'findForRoom'>;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  const { cipher } = deps;

  /** Where a read runs: on the database, or all of it in one transaction's services. */
  type TScope = { db: DbOrTx; accounts: typeof deps.accounts; courses: typeof deps.courses };
  const outside: TScope = { db: deps.db, accounts: deps.accounts, courses: deps.courses };
  const inside = (tx: TServices): TScope => ({ db: tx.unit.db, accounts: tx.accounts, courses: tx.courses });

  const nickNames = async (scope: TScope, clientIds: string[]) => {
    const found = await scope.accounts.findUserSummaries(clientIds);
    return (id: string) => ({ id, nickName: found.get(id)?.nickname ?? '' });
  };

  const summaryOf = (
    found: { row: repo.TCaseRow; recordCount: number; lastRecordAt: Date | null },
    client: TCaseSummary['client'],
  ): TCaseSummary => ({
    id: found.row.id,
    caseNumber: caseNumberText(found.row.number),
    client,
    status: found.row.status,
    processStatus: found.row.processStatus,
    target: found.row.target,
    issues: found.row.issues,
    recordCount: found.recordCount,
    lastRecordAt: found.lastRecordAt?.toISOString() ?? null,
    openedAt: found.row.openedAt.toISOString(),
    closedAt: found.row.closedAt?.toISOString() ?? null,
  });

  const sessionOf = (course: { id: string; startsAt: Date; status: number }): TCaseSession => ({
    id: course.id,
    startTime: course.startsAt.toISOString(),
    status: course.status,
  });

  /** The whole file, opened: read in the caller's transaction, which records the read. */
  const openFile = async (scope: TScope, counselorId: string, caseId: string): Promise<TCase> => {
    const found = await repo.findCase(scope.db, { caseId, counselorId });
    if (!found) throw notFound(caseId);
    const { row } = found;
    const [records, held, names] = await Promise.all([
      repo.listRecords(scope.db, row.id),
      scope.courses.listHeldBetween({ counselorId, clientId: row.clientId }),
      nickNames(scope, [row.clientId]),
    ]);
    // A record names a session that took place, which stays one: it is always among these.
    const sessions = new Map(held.map((course) => [course.id, sessionOf(course)]));
    return {
      ...summaryOf(found, names(row.clientId)),
      goal: cipher.decrypt(row.goal, repo.caseGoalContext(row.id)),
      closeType: row.closeType,
      effectivenessScore: row.effectivenessScore,
      summary: row.summary === null ? null : cipher.decrypt(row.summary, repo.caseSummaryContext(row.id)),
      records: records.map((record) => ({
        id: record.id,
        writtenAt: record.writtenAt.toISOString(),
        processStatus: record.processStatus,
        content: cipher.decrypt(record.content, repo.recordContentContext(record.id)),
        course: record.courseId ? (sessions.get(record.courseId) ?? null) : null,
      })),
      sessions: [...sessions.values()],
    };
  };

  const audit = (
    db: DbOrTx,
    actor: TAuditActor,
    action: TAuditAction,
    caseId: string,
    details: Record<string, unknown>,
  ) => recordAudit(db, { actor, action, subjectType: SUBJECT, subjectId: caseId, details, at: deps.now() });

  /** Locks the counselor's case for a change; refused when it is not theirs or closed. */
  const lockOpen = async (db: DbOrTx, counselorId: string, caseId: string) => {
    const found = await repo.findCase(db, { caseId, counselorId, forUpdate: true });
    if (!found) throw notFound(caseId);
    if (found.row.status === 'closed') throw closed(caseId);
    return found.row;
  };

  /** Runs a change to an open case and answers the file as it then is. */
  const change = (
    options: { counselorId: string; caseId: string },
    work: (scope: TScope, row: repo.TCaseRow) => Promise<void>,
  ): Promise<TCase> =>
    deps.withTransaction(async (tx) => {
      const scope = inside(tx);
      const row = await lockOpen(scope.db, options.counselorId, options.caseId);
      await work(scope, row);
      return openFile(scope, options.counselorId, options.caseId);
    });

  return {
    /** GET /Counselor/Cases: one page of the counselor's cases, the latest opened first. */
    async list(options: {
      counselorId: string;
      status?: TCaseStatus;
      page: number;
      pageSize: number;
    }): Promise<TCasePage> {
      const { records, total } = await repo.listCases(deps.db, options);
      const names = await nickNames(
        outside,
        records.map((found) => found.row.clientId),
      );
      return {
        totalRecords: total,
        records: records.map((found) => summaryOf(found, names(found.row.clientId))),
      };
    },

    /**
     * GET /Counselor/CaseClients: the clients a case may be opened for, with their open case if any;
     * with `courseId`, only the client of that session of the counselor's (none for anyone else's).
     */
    async clients(counselorId: string, courseId?: string): Promise<TCaseClientList> {
      const course = courseId === undefined ? null : await deps.courses.findForRoom(courseId);
      if (courseId !== undefined && course?.counselorId !== counselorId) return { clients: [] };
      const booked = (await deps.courses.listBookedClientsOf(counselorId)).filter(
        (client) => !course || client.clientId === course.clientId,
      );
      const clientIds = booked.map((client) => client.clientId);
      const [names, openCases] = await Promise.all([
        nickNames(outside, clientIds),
        repo.openCasesOf(deps.db, counselorId, clientIds),
      ]);
      return {
        clients: booked.map((client) => ({
          ...names(client.clientId),
          lastSessionAt: client.lastStartsAt.toISOString(),
          openCaseId: openCases.get(client.clientId) ?? null,
        })),
      };
    },

    /**
     * POST /Counselor/Cases: opens a case for a client who has booked or held a session with the
     * counselor; one open case per client (CaseAlreadyOpen).
     */
    async open(options: {
      counselorId: string;
      input: z.output<typeof ZCaseOpenSchema>;
      actor: TAuditActor;
    }): Promise<TCase> {
      const { counselorId, input } = options;
      if (!(await deps.courses.hasCourseWith({ counselorId, clientId: input.clientId })))
        throw new AppError(ErrorCode.CaseClientNotEligible, {
          internal: `client ${input.clientId} has no session with counselor ${counselorId}`,
        });
      try {
        return await deps.withTransaction(async (tx) => {
          const scope = inside(tx);
          const { db } = scope;
          const now = deps.now();
          const id = timeOrderedUuid(now);
          const number = await repo.nextCaseNumber(db, counselorId);
          await repo.insertCase(db, {
            id,
            counselorId,
            clientId: input.clientId,
            number,
            status: 'new',
            processStatus: input.processStatus,
            target: input.target,
            issues: input.issues,
            goal: cipher.encrypt(input.goal, repo.caseGoalContext(id)),
            openedAt: now,
            updatedAt: now,
          });
          await audit(db, options.actor, 'case.opened', id, {
            client: input.clientId,
            caseNumber: caseNumberText(number),
          });
          return openFile(scope, counselorId, id);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'treatment_cases_one_open'))
          throw new AppError(ErrorCode.CaseAlreadyOpen);
        throw error;
      }
    },

    /** GET /Counselor/Cases/{id}: the whole file; the opening is recorded (`case.read`) before it is answered. */
    read(options: { counselorId: string; caseId: string; actor: TAuditActor }): Promise<TCase> {
      return deps.withTransaction(async (tx) => {
        const file = await openFile(inside(tx), options.counselorId, options.caseId);
        await audit(tx.unit.db, options.actor, 'case.read', file.id, { client: file.client.id });
        return file;
      });
    },

    /** PUT /Counselor/Cases/{id}: the target, issues, goal and stage of an open case. */
    update(options: {
      counselorId: string;
      caseId: string;
      input: z.output<typeof ZCaseBasicsSchema>;
      actor: TAuditActor;
    }): Promise<TCase> {
      const { input } = options;
      return change(options, async ({ db }, row) => {
        await repo.updateOpenCase(db, {
          caseId: row.id,
          counselorId: options.counselorId,
          set: {
            target: input.target,
            issues: input.issues,
            processStatus: input.processStatus,
            goal: cipher.encrypt(input.goal, repo.caseGoalContext(row.id)),
            updatedAt: deps.now(),
          },
        });
        await audit(db, options.actor, 'case.updated', row.id, {
          target: input.target,
          issues: input.issues,
          processStatus: input.processStatus,
        });
      });
    },

    /**
     * POST /Counselor/Cases/{id}/Records: a record, about one of the case's sessions or none. The
     * case is ongoing from its first record, and at the record's stage of the treatment.
     */
    addRecord(options: {
      counselorId: string;
      caseId: string;
      input: z.output<typeof ZCaseRecordInputSchema>;
      actor: TAuditActor;
    }): Promise<TCase> {
      const { input } = options;
      return change(options, async ({ db, courses }, row) => {
        const courseId = input.courseId ?? null;
        if (courseId !== null) {
          const held = await courses.listHeldBetween({
            counselorId: options.counselorId,
            clientId: row.clientId,
          });
          if (!held.some((course) => course.id === courseId))
            throw fieldsError([{ path: ['courseId'], message: 'validation.case_course' }]);
        }
        const now = deps.now();
        const id = timeOrderedUuid(now);
        await repo.insertRecord(db, {
          id,
          caseId: row.id,
          courseId,
          processStatus: input.processStatus,
          content: cipher.encrypt(input.content, repo.recordContentContext(id)),
          writtenAt: now,
        });
        await repo.updateOpenCase(db, {
          caseId: row.id,
          counselorId: options.counselorId,
          set: { status: 'ongoing', processStatus: input.processStatus, updatedAt: now },
        });
        await audit(db, options.actor, 'case.record_added', row.id, {
          record: id,
          course: courseId,
          processStatus: input.processStatus,
        });
      });
    },

    /** POST /Counselor/Cases/{id}/Close: the closing; the case is read-only from then on. */
    close(options: {
      counselorId: string;
      caseId: string;
      input: z.output<typeof ZCaseCloseSchema>;
      actor: TAuditActor;
    }): Promise<TCase> {
      const { input } = options;
      return change(options, async ({ db }, row) => {
        const now = deps.now();
        await repo.updateOpenCase(db, {
          caseId: row.id,
          counselorId: options.counselorId,
          set: {
            status: 'closed',
            closeType: input.closeType,
            effectivenessScore: input.effectivenessScore,
            summary: cipher.encrypt(input.summary, repo.caseSummaryContext(row.id)),
            closedAt: now,
            updatedAt: now,
          },
        });
        await audit(db, options.actor, 'case.closed', row.id, {
          closeType: input.closeType,
          effectivenessScore: input.effectivenessScore,
        });
      });
    },

    /** Brings every sealed text of cases and records under the active key (at start). */
    reencryptStoredFields(): Promise<number> {
      return repo.reencryptCaseTexts(deps.db, cipher);
    },
  };
}
