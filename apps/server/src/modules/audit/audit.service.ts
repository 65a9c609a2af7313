import type {
  TAuditAction,
  TAuditLogPage,
  TAuditLogQuery,
  TAuditRecord,
  TAuditSubjectType,
} from '@app/contracts/audit';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { timeOrderedUuid } from '../../platform/db/time-ordered-uuid.ts';
import * as repo from './audit.repo.ts';

/** Subjects that are accounts: the experts' page shows whose account a record is about. */
export const USER_SUBJECT: TAuditSubjectType = 'user';

export type TAuditEntry = {
  actor: TAuditActor;
  action: TAuditAction;
  subjectType: TAuditSubjectType;
  subjectId: string | null;
  /** Context for the reader; never secrets, tokens or decrypted values. */
  details?: Record<string, unknown>;
  at: Date;
};

/**
 * Writes one row of the trail in the caller's transaction, so the record exists exactly when the
 * change it describes was committed (and a read is refused when its record cannot be written).
 */
export async function recordAudit(tx: DbOrTx, entry: TAuditEntry): Promise<void> {
  await repo.insertAuditRow(tx, auditRow(entry));
}

/** Records one entry of the trail and settles once it is committed. */
export type TAuditRecorder = (entry: TAuditEntry) => Promise<void>;

/**
 * Records reads made outside any transaction (one per signed-in request at most). Entries go
 * together, one insert of many rows and one commit instead of one each: entries that arrive while
 * a write is under way go together in the next one once it ends. One write at a time made the
 * largest batches and the fastest reads on PostgreSQL too (several at once split the same rows
 * into more statements and commits; docs/performance.md). A write starts at the end of the current
 * callback (nextTick), except on PGlite (`waitForLoopTurn`): PGlite runs a statement synchronously,
 * so a write started before the event loop's next turn (setImmediate) would block the loop before
 * the requests whose data had already arrived could add their rows, and each would get an insert
 * and a commit of its own. Each caller hears of its own entry's commit or failure, so nothing is
 * answered before its record exists.
 */
export function createBatchedAuditRecorder(
  db: DbOrTx,
  options: { waitForLoopTurn: boolean },
): TAuditRecorder {
  type TWaiting = { row: repo.TAuditRowValues; settle: (error?: unknown) => void };
  let waiting: TWaiting[] = [];
  let scheduled = false;
  let writing = false;

  const schedule = () => {
    if (scheduled || writing || waiting.length === 0) return;
    scheduled = true;
    const write = () => void writeWaiting();
    if (options.waitForLoopTurn) setImmediate(write);
    else process.nextTick(write);
  };
  const writeWaiting = async () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    writing = true;
    try {
      await repo.insertAuditRows(
        db,
        batch.map((entry) => entry.row),
      );
      for (const entry of batch) entry.settle();
    } catch (error) {
      for (const entry of batch) entry.settle(error);
    } finally {
      writing = false;
      schedule();
    }
  };

  return (entry) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        row: auditRow(entry),
        settle: (error) => (error === undefined ? resolve() : reject(error)),
      });
      schedule();
    });
}

function auditRow(entry: TAuditEntry): repo.TAuditRowValues {
  return {
    id: timeOrderedUuid(entry.at),
    occurredAt: entry.at,
    actorUserId: entry.actor.userId,
    actorRole: entry.actor.role,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    ip: entry.actor.ip,
    requestId: entry.actor.requestId,
    details: entry.details ?? null,
  };
}

/** What the trail needs to know about accounts, from the module that owns them. */
export type TAuditUserDirectory = {
  findUserIdByEmail(email: string): Promise<string | null>;
  describeUsers(ids: string[]): Promise<Map<string, { email: string; nickname: string }>>;
};

export type TAuditService = ReturnType<typeof createAuditService>;

/** The experts' reading of the trail. */
export function createAuditService(deps: { db: DbOrTx; users: TAuditUserDirectory }) {
  return {
    async listAuditLog(query: TAuditLogQuery): Promise<TAuditLogPage> {
      const userId = query.user ? await resolveUser(deps.users, query.user) : undefined;
      if (userId === null) return { totalRecords: 0, records: [] };
      const { total, rows } = await repo.listAuditRows(
        deps.db,
        { userId, action: query.action },
        { offset: query.start_page * query.page_size, limit: query.page_size },
      );
      const ids = rows.flatMap((row) => [row.actorUserId, subjectUserId(row)]).filter((id) => id !== null);
      const users = await deps.users.describeUsers([...new Set(ids)]);
      const describe = (id: string | null) => {
        if (!id) return null;
        const user = users.get(id);
        return { id, email: user?.email ?? null, nickname: user?.nickname ?? null };
      };
      return {
        totalRecords: total,
        records: rows.map((row): TAuditRecord => ({
          id: row.id,
          occurredAt: row.occurredAt.toISOString(),
          actor: describe(row.actorUserId),
          actorRole: row.actorRole,
          action: row.action,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          subjectUser: describe(subjectUserId(row)),
          ip: row.ip,
          requestId: row.requestId,
          details: row.details,
        })),
      };
    },
  };
}

function subjectUserId(row: repo.TAuditRow): string | null {
  return row.subjectType === USER_SUBJECT ? row.subjectId : null;
}

/** An account id as given, or the id of the account with that e-mail; null when there is none. */
async function resolveUser(users: TAuditUserDirectory, user: string): Promise<string | null> {
  if (z.uuid().safeParse(user).success) return user.toLowerCase();
  return users.findUserIdByEmail(user.toLowerCase());
}
