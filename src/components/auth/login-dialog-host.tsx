import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { useLoginDialog } from './login-dialog-store';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/** Loads the dialog's code the first time someone opens it (keeps it out of every page's JS). */
export function LoginDialogHost() {
  const { open } = useLoginDialog();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
