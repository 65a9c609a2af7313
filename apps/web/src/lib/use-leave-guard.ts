import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from '../shell/dialogs';

/** The question asked before leaving, in the page's words. */
export type TLeaveQuestion = { title: string; message: string; confirmLabel: string; cancelLabel: string };

/**
 * While `unsaved` holds, leaving the page asks first: a link or Back inside the app opens a dialog,
 * closing or reloading the tab the browser's own question. Text typed and lost to a stray click
 * (a treatment record, an article) cannot be written again from memory as it was. `leaveFreely`
 * lets the page's own next move through (to a saved record's address, back to a list): the form
 * is clean by then, but the guard learns it only on the next render.
 */
export function useLeaveGuard(unsaved: boolean, question: TLeaveQuestion): { leaveFreely: () => void } {
  const free = useRef(false);
  const blocker = useBlocker(
    useCallback(() => {
      if (free.current) {
        free.current = false;
        return false;
      }
      return unsaved;
    }, [unsaved]),
  );

  const { title, message, confirmLabel, cancelLabel } = question;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog({ title, message, confirmLabel, cancelLabel }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, title, message, confirmLabel, cancelLabel]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    leaveFreely: useCallback(() => {
      free.current = true;
    }, []),
  };
}
