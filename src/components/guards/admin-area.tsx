import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ClientOnly } from '@/components/client-only';
import { AdminAreaSkeleton } from '@/components/layout/loading-skeletons';
import { PageMeta } from '@/components/seo/page-meta';
import { trackNavigationLoad } from '@/lib/navigation-progress';
import { trpc } from '@/lib/trpc';
import { useSession } from '@/lib/use-session';
import type { GuardedMeta } from '@/routes';
import { Forbidden } from './forbidden';
import { SessionError } from './session-error';
import { useAdminLoginHref } from './use-admin-login-href';

// the admin layout (menu, drawer, icons) is code only staff need: not part of a visitor's first load
const AdminLayout = lazy(() => trackNavigationLoad(import('./admin-layout')));
const AdminFactorSetup = lazy(() => import('./admin-factor-setup'));

function AdminGuard({ meta, children }: { meta: GuardedMeta; children: ReactNode }) {
  const session = useSession();
  const utils = trpc.useUtils();
  // browser only (inside ClientOnly), so the query string cannot make the server's HTML differ
  const loginHref = useAdminLoginHref();
  // the setup stays until the admin goes on from the recovery codes, though the session knows sooner
  const [settingUp, setSettingUp] = useState(false);
  const mustSetUp = session.status === 'signed-in' && session.user.secondFactorSetup === true;
  useEffect(() => {
    if (mustSetUp) setSettingUp(true);
  }, [mustSetUp]);
  if (session.status === 'loading') return <AdminAreaSkeleton />;
  if (session.status === 'error') return <SessionError retry={session.retry} />;
  if (session.status === 'anonymous') return <Forbidden loginHref={loginHref} />;
  if (session.user.role !== 'admin') return <Forbidden />;
  if (mustSetUp || settingUp) {
    const done = () => {
      setSettingUp(false);
      utils.auth.session.setData(undefined, { username: session.user.username, role: 'admin' });
      void utils.auth.session.invalidate();
    };
    return (
      <Suspense fallback={<AdminAreaSkeleton />}>
        <AdminFactorSetup username={session.user.username} onDone={done} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<AdminAreaSkeleton />}>
      <AdminLayout title={meta.title}>{children}</AdminLayout>
    </Suspense>
  );
}

/** Every /admin route: metadata on the server, then (browser only) 'loading' → 403 or the admin layout. */
export function AdminArea({ meta, children }: { meta: GuardedMeta; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <>
      <PageMeta title={`${meta.title} – ניהול`} description={meta.description} path={pathname} noindex />
      <ClientOnly fallback={<AdminAreaSkeleton />}>
        <AdminGuard meta={meta}>{children}</AdminGuard>
      </ClientOnly>
    </>
  );
}
