import { ApplyStatus, FreeCourseStatus, VerifyStatus } from '@app/contracts/enums';
import { paths } from '../../config/paths';
import type { TProfile } from './get-profile';

const AUTO_ROUTE_KEY = 'auto_route_pending';

const applyingStatuses: number[] = [ApplyStatus.Applying, ApplyStatus.Rejected, ApplyStatus.Approved];

/** Where a fresh sign-in must go first (shell spec §4), or null to stay. */
export function autoRouteTarget(profile: TProfile): string | null {
  if (profile.role === 'client') {
    if (profile.profile.freeCourseStatus === FreeCourseStatus.None) return paths.welcome.getHref();
    if (applyingStatuses.includes(profile.profile.clientApplyCounselorStatus))
      return paths.applyCounselorStep.getHref();
  }
  if (profile.role === 'counselor' && profile.profile.verifyStatus === VerifyStatus.NotVerified)
    return paths.verifyPhoneSingle.getHref();
  return null;
}

/** Set at sign-in, taken when the profile first arrives: the routing happens once per login. */
export function markAutoRoutePending(): void {
  localStorage.setItem(AUTO_ROUTE_KEY, '1');
}

export function takeAutoRoutePending(): boolean {
  const pending = localStorage.getItem(AUTO_ROUTE_KEY) !== null;
  localStorage.removeItem(AUTO_ROUTE_KEY);
  return pending;
}
