import { Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A warning before leaving with unsaved changes. In-app links are caught on their way to the router (a
 * capture-phase click listener); reloads, closing the tab or leaving the site by `beforeunload`. The
 * browser's back button inside the app is not caught (the router cannot hold it back). Returns the
 * dialog to render and `leave`, for the page's own navigation after a save.
 */
export function useLeaveGuard(dirty: boolean) {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      // a link inside the text being written is not a way out
      if (anchor.closest('[contenteditable="true"]')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      returnTo.current = anchor;
      setTarget(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  /** Leaves without asking (after a save or an explicit discard). */
  const leave = useCallback(
    (to: string) => {
      dirtyRef.current = false;
      navigate(to);
    },
    [navigate],
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="לצאת בלי לשמור?"
      confirmLabel="יציאה בלי לשמור"
      cancelLabel="המשך עריכה"
      destructive
      returnFocus={() => (returnTo.current?.isConnected ? returnTo.current : null)}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        const wanted = target;
        setTarget(null);
        dirtyRef.current = false;
        if (wanted) navigate(wanted);
      }}
    >
      <Text>יש במאמר שינויים שלא נשמרו. אם תצאו עכשיו, השינויים יאבדו.</Text>
    </ConfirmDialog>
  );

  return { dialog, leave };
}
