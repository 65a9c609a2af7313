import type { TRole } from '@app/contracts/enums';
import { env } from '../config/env';
import { paths } from '../config/paths';
import type { TExpertCounters } from './use-expert-counters';

export type TProfileMenuLink = {
  label:
    | 'amount'
    | 'courseRecords'
    | 'customConsultation'
    | 'supportCenter'
    | 'accountSetting'
    | 'courseFeedback'
    | 'scheduleTemplate'
    | 'scheduleCalendar'
    | 'createIssueCourse'
    | 'issueCourseList'
    | 'caseRecords'
    | 'myColumn'
    | 'myLectures'
    | 'personal'
    | 'tutorial'
    | 'applicationList'
    | 'reviewIssueCourseList'
    | 'reviewLicense'
    | 'reviewArticles'
    | 'auditLog';
  href: string;
  external?: boolean;
  /** Which expert counter shows beside it. */
  counter?: keyof TExpertCounters;
};

/** Each role's profile menu links, in the spec's order (logout and change password come after). */
export function profileMenuLinks(role: TRole): TProfileMenuLink[] {
  switch (role) {
    case 'client':
      return [
        { label: 'amount', href: paths.user.amount.getHref() },
        { label: 'courseRecords', href: paths.user.courseRecords.getHref() },
        { label: 'customConsultation', href: paths.user.customConsultation.getHref() },
        { label: 'supportCenter', href: paths.supportCenter.getHref() },
        { label: 'accountSetting', href: paths.user.accountSetting.getHref() },
      ];
    case 'counselor':
      return [
        { label: 'courseFeedback', href: paths.counselor.courseFeedback.getHref() },
        { label: 'scheduleTemplate', href: paths.counselor.scheduleTemplate.getHref() },
        { label: 'scheduleCalendar', href: paths.counselor.scheduleCalendar.getHref() },
        { label: 'createIssueCourse', href: paths.counselor.createIssueCourse.getHref() },
        { label: 'issueCourseList', href: paths.counselor.issueCourseList.getHref() },
        { label: 'customConsultation', href: paths.counselor.customConsultation.getHref() },
        { label: 'caseRecords', href: paths.counselor.cases.getHref() },
        { label: 'myColumn', href: paths.counselor.articles.getHref() },
        { label: 'myLectures', href: paths.counselor.lectures.getHref() },
        { label: 'amount', href: paths.user.amount.getHref() },
        { label: 'personal', href: paths.counselor.personal.getHref() },
        { label: 'accountSetting', href: paths.user.accountSetting.getHref() },
        env.counselorGuideUrl
          ? { label: 'tutorial', href: env.counselorGuideUrl, external: true }
          : { label: 'tutorial', href: paths.supportCenter.getHref() },
      ];
    case 'expert':
      return [
        { label: 'applicationList', href: paths.expert.applicationList.getHref(), counter: 'applications' },
        {
          label: 'reviewIssueCourseList',
          href: paths.expert.reviewIssueCourseList.getHref(),
          counter: 'issueCourses',
        },
        { label: 'reviewLicense', href: paths.expert.reviewLicense.getHref(), counter: 'pendingLicenses' },
        { label: 'reviewArticles', href: paths.expert.articles.getHref(), counter: 'articlesToReview' },
        { label: 'auditLog', href: paths.expert.auditLog.getHref() },
      ];
  }
}
