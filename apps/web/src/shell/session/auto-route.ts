import { ApplyStatus, FreeCourseStatus, VerifyStatus } from '@app/contracts/enums';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { profileQueryOptions, type TProfile } from './get-profile';

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

/**
 * Where a fresh sign-in lands: the page its profile must go to first, else `otherwise`. The
 * profile is read before leaving the sign-in page (and cached for the shell), so that nobody is
 * moved on after they have started using the page they landed on.
 */
export async function landingAfterSignIn(role: TProfile['role'], otherwise: string): Promise<string> {
  try {
    return autoRouteTarget(await queryClient.fetchQuery(profileQueryOptions(role))) ?? otherwise;
  } catch {
    // The shell's own profile read reports the failure and ends the session.
    return otherwise;
  }
}
