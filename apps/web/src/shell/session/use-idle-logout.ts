import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { messageDialog } from '../dialogs';
import { rememberAuthRedirect } from './auth-redirect';
import { isIdle, lastActivity, recordActivity } from './idle';
import { logout } from './logout';
import { SESSION_CHECK_INTERVAL_MS } from './session-age';
import { useSession } from './session-store';

const inputEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Signs out someone who has left the site untouched for 50 minutes, then says why. */
export function useIdleLogout(): void {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  useEffect(() => {
    if (!signedIn) return;
    const watchedSince = Date.now();
    recordActivity(watchedSince);
    const onInput = () => recordActivity(Date.now());
    for (const event of inputEvents)
      window.addEventListener(event, onInput, { passive: true, capture: true });

    const timer = window.setInterval(() => {
      if (!isIdle(lastActivity(watchedSince), Date.now())) return;
      window.clearInterval(timer);
      const page = here.current;
      void logout().finally(() => {
        // Signing in again brings them back where they were.
        rememberAuthRedirect(page);
        void navigate(paths.signIn.getHref());
        void messageDialog({ title: t('session.idleTitle'), message: t('session.idleMessage') });
      });
    }, SESSION_CHECK_INTERVAL_MS);

    return () => {
      window.clearInterval(timer);
      for (const event of inputEvents) window.removeEventListener(event, onInput, { capture: true });
    };
  }, [signedIn, navigate, t]);
}
