import { showToast } from '../overlays/toast';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { endSession } from './end-session';
import { useProfile } from './get-profile';
import { useSession } from './session-store';

/** The user object is awaited with 100 checks 100 ms apart (shell spec §4): about 10 s. */
export const USER_WAIT_CHECKS = 100;
export const USER_WAIT_INTERVAL_MS = 100;

/**
 * Watches the signed-in user's profile: a failure resets the session with the server's message
 * (a 401 has already signed out quietly), a profile that never comes resets it after about
 * 10 s, and the first profile after signing in may send them to finish their account.
 */
export function useUserWatch(): void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const profile = useProfile();
  const hasUser = profile.data !== undefined;

  useEffect(() => {
    if (!signedIn || hasUser) return;
    let checks = 0;
    const timer = window.setInterval(() => {
      checks += 1;
      if (checks < USER_WAIT_CHECKS) return;
      window.clearInterval(timer);
      endSession();
      void navigate(paths.home.getHref());
    }, USER_WAIT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, hasUser, navigate]);

  const { error } = profile;
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    const message = error instanceof ApiError && error.message ? error.message : t('session.profileFailed');
    showToast({ color: 'red', message });
    endSession();
    void navigate(paths.home.getHref());
  }, [error, navigate, t]);
}
