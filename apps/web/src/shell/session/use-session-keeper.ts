import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { messageDialog } from '../dialogs';
import { rememberAuthRedirect } from './auth-redirect';
import { endSession } from './end-session';
import { isLoggingOut } from './logout';
import { refreshAccessToken } from './refresh-token';
import { SESSION_CHECK_INTERVAL_MS, sessionAgeState } from './session-age';
import { readSession, useSession } from './session-store';

/**
 * Keeps the signed-in session alive: every 5 s it checks the token's age, refreshes it after
 * 50 minutes and ends the session past 60. A refused refresh ends it with the server's message.
 */
export function useSessionKeeper(): void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const refreshing = useRef(false);

  useEffect(() => {
    if (!signedIn) return;

    // The page they were on is where signing in again brings them back.
    const endHere = () => {
      rememberAuthRedirect(window.location.pathname + window.location.search);
      endSession({ keepRedirect: true });
    };

    const showRefused = (message: string) =>
      void messageDialog({ title: t('session.refreshFailedTitle'), message }).then(() =>
        navigate(paths.signIn.getHref()),
      );

    const check = () => {
      const session = readSession();
      if (!session || isLoggingOut()) return;
      const state = sessionAgeState(session.startTime, Date.now());
      if (state === 'expired') {
        endHere();
        void navigate(paths.signIn.getHref());
      } else if (state === 'refresh' && !refreshing.current) {
        refreshing.current = true;
        refreshAccessToken()
          .catch((error: unknown) => {
            // Network trouble is retried on the next tick; a refusal from the server is final,
            // unless the session ended meanwhile (a logout), which refuses the refresh too.
            if (!(error instanceof ApiError) || !readSession()) return;
            endHere();
            showRefused(error.message);
          })
          .finally(() => {
            refreshing.current = false;
          });
      }
    };

    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, navigate, t]);
}
