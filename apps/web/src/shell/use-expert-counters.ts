import { useApplicationCount } from './counters/api/get-application-count';
import { useArticleReviewCount } from './counters/api/get-article-review-count';
import { useIssueCourseCount } from './counters/api/get-issue-course-count';
import { usePendingLicenseCount } from './counters/api/get-pending-license-count';

export type TExpertCounters = {
  applications: number;
  issueCourses: number;
  pendingLicenses: number;
  articlesToReview: number;
};

/** What waits for an expert's review; nothing is fetched for other roles. */
export function useExpertCounters(enabled: boolean): TExpertCounters {
  return {
    applications: useApplicationCount({ enabled }).data ?? 0,
    issueCourses: useIssueCourseCount({ enabled }).data ?? 0,
    pendingLicenses: usePendingLicenseCount({ enabled }).data ?? 0,
    articlesToReview: useArticleReviewCount({ enabled }).data ?? 0,
  };
}
