import type { TAuditSubjectType } from '@app/contracts/audit';
import type { TIssueCourseApproveStatus } from '@app/contracts/enums';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './issue-courses.repo.ts';

export const TOPIC_SUBJECT: TAuditSubjectType = 'topic';

export type TTopicMove = {
  topicId: string;
  /** The title the move concerns (a revision's, when one is submitted or decided). */
  title: string;
  action: repo.TTransitionAction;
  fromStatus: TIssueCourseApproveStatus | null;
  toStatus: TIssueCourseApproveStatus;
  actor: TAuditActor;
  /** Why: the counselor's revision note or the expert's comment. */
  note: string | null;
  at: Date;
};

/**
 * One move of a topic, kept twice in the caller's transaction: in the topic's own history, which
 * its counselor reads, and in the audit trail, which experts read beside every other change.
 */
export async function recordTopicMove(db: DbOrTx, move: TTopicMove): Promise<void> {
  await repo.insertTransition(db, {
    issueCourseId: move.topicId,
    action: move.action,
    fromStatus: move.fromStatus,
    toStatus: move.toStatus,
    actorId: move.actor.userId,
    note: move.note,
    at: move.at,
  });
  await recordAudit(db, {
    actor: move.actor,
    action: `topic.${move.action}`,
    subjectType: TOPIC_SUBJECT,
    subjectId: move.topicId,
    details: {
      title: move.title,
      from: move.fromStatus,
      to: move.toStatus,
      ...(move.note === null ? {} : { note: move.note }),
    },
    at: move.at,
  });
}
