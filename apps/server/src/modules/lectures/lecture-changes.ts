import type { TLectureCancelCause } from '@app/contracts/lectures';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TServices } from '../../services.ts';
import type { TUserSummary } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lectureRefundEntry } from './lecture-ledger.ts';
import type { TLectureFacts, TLectureNotice } from './lecture-mails.tsx';
import { lectureMailboxMail, type TLectureEvents } from './lectures.events.ts';
import * as repo from './lectures.repo.ts';

export type TLectureAuditAction =
  'created' | 'signed_up' | 'withdrawn' | 'confirmed' | 'canceled' | 'completed';

/** What a notice names of a lecture; `people` holds its host. */
export function factsOf(
  lecture: repo.TLectureRow,
  people: Map<string, Pick<TUserSummary, 'fullName' | 'nickname'>>,
): TLectureFacts {
  const host = people.get(lecture.counselorId);
  return {
    id: lecture.id,
    title: lecture.title,
    startsAt: lecture.startsAt,
    lengthMinutes: lecture.lengthMinutes,
    place: lecture.place,
    host: host?.fullName ?? host?.nickname ?? '',
  };
}

export type TLectureChanges = ReturnType<typeof createLectureChanges>;

/**
 * What the lecture's changes share, each in the caller's transaction: its audit row, telling
 * members and the counselor, and calling a lecture off (by its counselor, or at the deadline).
 */
export function createLectureChanges(deps: { events: TLectureEvents }) {
  const audit = (
    tx: TServices,
    entry: { actor: TAuditActor; action: TLectureAuditAction; lectureId: string; at: Date; details?: object },
  ) =>
    recordAudit(tx.unit.db, {
      actor: entry.actor,
      action: `lecture.${entry.action}`,
      subjectType: 'lecture',
      subjectId: entry.lectureId,
      ...(entry.details ? { details: { ...entry.details } } : {}),
      at: entry.at,
    });

  /** Tells one person: by e-mail (queued in tx) and in their mailbox. */
  const tell = async (
    tx: TServices,
    notice: TLectureNotice,
    lecture: TLectureFacts,
    to: { id: string; email: string; nickname: string },
  ) => {
    await deps.events.notify(tx.unit.db, { notice, lecture, to });
    await tx.mail.sendMail(lectureMailboxMail({ notice, lecture, to }));
  };

  /** Tells each member at the address they signed up with; `noticeFor` words it for them. */
  const tellMembers = async (
    tx: TServices,
    lecture: repo.TLectureRow,
    members: repo.TSignupRow[],
    noticeFor: (member: repo.TSignupRow) => TLectureNotice,
  ) => {
    const people = await tx.accounts.findUserSummaries([
      lecture.counselorId,
      ...members.map((m) => m.clientId),
    ]);
    const facts = factsOf(lecture, people);
    for (const member of members) {
      const to = {
        id: member.clientId,
        email: member.email,
        nickname: people.get(member.clientId)?.nickname ?? '',
      };
      await tell(tx, noticeFor(member), facts, to);
    }
    return { people, facts };
  };

  /** Tells the hosting counselor at their account's address. */
  const tellCounselor = async (
    tx: TServices,
    lecture: repo.TLectureRow,
    notice: TLectureNotice,
    { people, facts }: { people: Map<string, TUserSummary>; facts: TLectureFacts },
  ) => {
    const counselor = people.get(lecture.counselorId);
    if (!counselor) return;
    await tell(tx, notice, facts, {
      id: counselor.id,
      email: counselor.email,
      nickname: counselor.fullName ?? counselor.nickname,
    });
  };

  return {
    audit,
    tellMembers,
    tellCounselor,

    /**
     * Calls off a lecture its caller has locked: every active member refunded in full (their
     * sign-ups `refunded`), the lecture canceled with the cause and reason, and everyone told
     * (mail 37): the members, and the counselor too when too few signed up.
     */
    async callOff(
      tx: TServices,
      lecture: repo.TLectureRow,
      options: { cause: TLectureCancelCause; reason: string | null; actor: TAuditActor; now: Date },
    ): Promise<repo.TLectureRow> {
      const { cause, reason, now } = options;
      const db = tx.unit.db;
      const members = await repo.endSignups(
        db,
        (await repo.listActiveSignups(db, [lecture.id])).map((member) => member.id),
        'refunded',
        now,
      );
      for (const member of members.filter((one) => one.paid > 0))
        await tx.ledger.post(lectureRefundEntry({ ...member, counselorId: lecture.counselorId }));
      const canceled = await repo.updateLecture(db, lecture.id, {
        status: 'canceled',
        cancelCause: cause,
        cancelReason: reason,
        memberCount: 0,
        updatedAt: now,
      });
      await audit(tx, {
        actor: options.actor,
        action: 'canceled',
        lectureId: lecture.id,
        at: now,
        details: {
          cause,
          reason,
          refunded: members.length,
          points: members.reduce((sum, member) => sum + member.paid, 0),
        },
      });
      const tooFew = (to: 'member' | 'counselor', refunded: number): TLectureNotice => ({
        kind: 'tooFewMembers',
        to,
        members: members.length,
        minMembers: lecture.minMembers,
        refunded,
      });
      const told = await tellMembers(tx, lecture, members, (member) =>
        cause === 'by_counselor'
          ? { kind: 'canceledByCounselor', reason: reason ?? '', refunded: member.paid }
          : tooFew('member', member.paid),
      );
      if (cause === 'too_few_members') await tellCounselor(tx, lecture, tooFew('counselor', 0), told);
      return canceled;
    },
  };
}
