import { CourseLength, IssueCourseApproveStatus, type TIssueCourseApproveStatus } from '@app/contracts/enums';
import type { TDatabase } from '../db/client.ts';
import { issueCourses } from '../db/schema/issue-courses.ts';

/**
 * Creating topics is a later issue: tests write them directly. A topic other than a draft was
 * sent for review when it last changed, at `changedAt`.
 */
export async function insertIssueCourse(
  database: TDatabase,
  topic: {
    counselorId: string;
    title: string;
    approveStatus: TIssueCourseApproveStatus;
    changedAt: Date;
    texts?: Pick<typeof issueCourses.$inferInsert, 'targetAudience' | 'description' | 'detail'>;
  },
): Promise<string> {
  const submitted = topic.approveStatus !== IssueCourseApproveStatus.Editing;
  const [row] = await database.db
    .insert(issueCourses)
    .values({
      counselorId: topic.counselorId,
      title: topic.title,
      category: 'anxiety',
      length: CourseLength.SixtyMinutes,
      price: 2400,
      approveStatus: topic.approveStatus,
      revisionNote: submitted ? '首次送審' : null,
      submittedAt: submitted ? topic.changedAt : null,
      updatedAt: topic.changedAt,
      ...topic.texts,
    })
    .returning({ id: issueCourses.id });
  if (!row) throw new Error('topic not inserted');
  return row.id;
}
