import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginDialog } from './login-dialog-store';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** Loads the dialog's code the first time someone opens it (keeps it out of every page's JS). */
export function LoginDialogHost() {
  const { open } = useLoginDialog();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
