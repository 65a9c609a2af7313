import type { TRole } from '@app/contracts/enums';

/** Query keys of the top bar's counters; the badge hub writes the course count under the same key. */
export const counterKeys = {
  course: (role: TRole) => ['counters', 'course', role] as const,
  pendingLicenses: ['counters', 'pending-licenses'] as const,
  applications: ['counters', 'applications'] as const,
  issueCourses: ['counters', 'issue-courses'] as const,
  articlesToReview: ['counters', 'articles-to-review'] as const,
};
