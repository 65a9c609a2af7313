import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { confirmDialog } from '../../../shell/dialogs';

/**
 * While `unsent` holds, leaving the page asks first: a link or Back inside the app opens a dialog,
 * closing or reloading the tab the browser's own question. A record written after a session is
 * easily lost to a stray click, and cannot be written again from memory as it was.
 */
export function useLeaveGuard(unsent: boolean): void {
  const { t } = useTranslation('cases');
  const blocker = useBlocker(unsent);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog({
      title: t('leave.title'),
      message: t('leave.message'),
      confirmLabel: t('leave.confirm'),
      cancelLabel: t('leave.cancel'),
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!unsent) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsent]);
}
