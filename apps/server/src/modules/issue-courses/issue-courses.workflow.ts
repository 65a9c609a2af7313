import { IssueCourseApproveStatus, type TIssueCourseApproveStatus } from '@app/contracts/enums';

const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;

/** What may happen to a topic once it exists. */
export type TTopicEvent = 'submit' | 'withdraw' | 'accept' | 'reject';

/**
 * The topic workflow (domain spec §4), the one place that decides a topic's next status:
 *
 * - editing --submit--> under_review --accept--> audited; --reject--> editing; --withdraw--> editing
 * - audited with a pending revision --submit--> edited_under_review --accept--> audited (the
 *   revision becomes the published topic); --reject or withdraw--> audited (the revision is kept
 *   for the counselor to change, the approved version stays published throughout).
 *
 * Answers null when the event is not allowed from there.
 */
export function nextTopicStatus(
  from: TIssueCourseApproveStatus,
  event: TTopicEvent,
  hasPendingRevision: boolean,
): TIssueCourseApproveStatus | null {
  switch (event) {
    case 'submit':
      if (from === Editing) return UnderReview;
      if (from === Audited && hasPendingRevision) return EditedUnderReview;
      return null;
    case 'withdraw':
    case 'reject':
      if (from === UnderReview) return Editing;
      if (from === EditedUnderReview) return Audited;
      return null;
    case 'accept':
      return from === UnderReview || from === EditedUnderReview ? Audited : null;
  }
}

/**
 * Whether the counselor may change the topic now: a draft directly, an approved topic through a
 * pending revision. A topic waiting for review is withdrawn first.
 */
export function canEditTopic(status: TIssueCourseApproveStatus): boolean {
  return status === Editing || status === Audited;
}
