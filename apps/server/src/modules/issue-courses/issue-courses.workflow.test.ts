import { IssueCourseApproveStatus } from '@app/contracts/enums';
import { describe, expect, it } from 'vitest';
import { canEditTopic, nextTopicStatus } from './issue-courses.workflow.ts';

const { Editing, UnderReview, Audited, EditedUnderReview } = IssueCourseApproveStatus;

describe('the topic workflow', () => {
  it('moves a new topic through review', () => {
    expect(nextTopicStatus(Editing, 'submit', false)).toBe(UnderReview);
    expect(nextTopicStatus(UnderReview, 'withdraw', false)).toBe(Editing);
    expect(nextTopicStatus(UnderReview, 'reject', false)).toBe(Editing);
    expect(nextTopicStatus(UnderReview, 'accept', false)).toBe(Audited);
  });

  it('sends an approved topic to edited_under_review only with a revision, and back to audited', () => {
    expect(nextTopicStatus(Audited, 'submit', false)).toBeNull();
    expect(nextTopicStatus(Audited, 'submit', true)).toBe(EditedUnderReview);
    expect(nextTopicStatus(EditedUnderReview, 'withdraw', true)).toBe(Audited);
    expect(nextTopicStatus(EditedUnderReview, 'reject', true)).toBe(Audited);
    expect(nextTopicStatus(EditedUnderReview, 'accept', true)).toBe(Audited);
  });

  it('refuses everything else, and changes only while not waiting for review', () => {
    for (const event of ['withdraw', 'accept', 'reject'] as const) {
      expect(nextTopicStatus(Editing, event, false)).toBeNull();
      expect(nextTopicStatus(Audited, event, true)).toBeNull();
    }
    expect(nextTopicStatus(UnderReview, 'submit', false)).toBeNull();
    expect(nextTopicStatus(EditedUnderReview, 'submit', true)).toBeNull();
    expect([Editing, UnderReview, Audited, EditedUnderReview].map(canEditTopic)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
