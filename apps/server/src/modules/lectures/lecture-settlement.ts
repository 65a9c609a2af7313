import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import type { TServices } from '../../services.ts';
import type { TLectureChanges } from './lecture-changes.ts';
import * as repo from './lectures.repo.ts';

/**
 * What the clock does to lectures. At the deadline an open lecture is settled once: confirmed
 * with at least its minimum of members (mail 36 to everyone), otherwise called off and every
 * member refunded (mail 37). A confirmed lecture that has ended is completed (mail 40 to each
 * member). Each lecture changes in a transaction of its own under its row lock, taken with SKIP
 * LOCKED: of two instances running at once, one takes each lecture and the other passes it by,
 * and a lecture already moved on is left as it is.
 */
export function createLectureSettlement(deps: {
  db: DbOrTx;
  changes: TLectureChanges;
  withTransaction: TWithTransaction<TServices>;
}) {
  const { changes } = deps;

  /** Runs `work` on each listed lecture that is still due under its lock; answers how many it changed. */
  const each = async (
    ids: { id: string }[],
    isDue: (lecture: repo.TLectureRow) => boolean,
    work: (tx: TServices, lecture: repo.TLectureRow) => Promise<void>,
  ) => {
    let changed = 0;
    for (const { id } of ids) {
      const done = await deps.withTransaction(async (tx) => {
        const lecture = await repo.findLecture(tx.unit.db, id, { forUpdate: true, skipLocked: true });
        if (!lecture || !isDue(lecture)) return false;
        await work(tx, lecture);
        return true;
      });
      if (done) changed += 1;
    }
    return changed;
  };

  return {
    /** The deadline job: open lectures whose sign-ups have closed by `now` are confirmed or called off. */
    async settleDeadlines(actor: TAuditActor, now: Date): Promise<number> {
      return each(
        await repo.listDueForSettlement(deps.db, now),
        (lecture) => lecture.status === 'open' && lecture.signupDeadline <= now,
        async (tx, lecture) => {
          if (lecture.memberCount < lecture.minMembers) {
            await changes.callOff(tx, lecture, { cause: 'too_few_members', reason: null, actor, now });
            return;
          }
          const confirmed = await repo.updateLecture(tx.unit.db, lecture.id, {
            status: 'confirmed',
            updatedAt: now,
          });
          await changes.audit(tx, {
            actor,
            action: 'confirmed',
            lectureId: lecture.id,
            at: now,
            details: { members: confirmed.memberCount },
          });
          const members = await repo.listActiveSignups(tx.unit.db, [lecture.id]);
          const told = await changes.tellMembers(tx, confirmed, members, () => ({
            kind: 'confirmed',
            to: 'member',
            members: members.length,
          }));
          await changes.tellCounselor(
            tx,
            confirmed,
            { kind: 'confirmed', to: 'counselor', members: members.length },
            told,
          );
        },
      );
    },

    /** The completion job: confirmed lectures that have ended by `now` are completed; members are thanked. */
    async completeEnded(actor: TAuditActor, now: Date): Promise<number> {
      return each(
        await repo.listDueForCompletion(deps.db, now),
        (lecture) => lecture.status === 'confirmed' && lecture.endsAt <= now,
        async (tx, lecture) => {
          const completed = await repo.updateLecture(tx.unit.db, lecture.id, {
            status: 'completed',
            updatedAt: now,
          });
          await changes.audit(tx, { actor, action: 'completed', lectureId: lecture.id, at: now });
          const members = await repo.listActiveSignups(tx.unit.db, [lecture.id]);
          await changes.tellMembers(tx, completed, members, () => ({ kind: 'completed' }));
        },
      );
    },
  };
}
