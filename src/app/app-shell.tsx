import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { AccountArea } from '@/components/guards/account-area';
import { AdminArea } from '@/components/guards/admin-area';
import { PageLoading } from '@/components/layout/page-loading';
import { SiteLayout } from '@/components/layout/site-layout';
import { Page } from '@/lib/lazy-page';
import { type AppRoute, appRoutes } from '@/routes';

function RouteElement({ route }: { route: AppRoute }) {
  const page = <Page page={route.page} />;
  if (route.area === 'admin' && route.meta) return <AdminArea meta={route.meta}>{page}</AdminArea>;
  if (route.area === 'account' && route.meta) return <AccountArea meta={route.meta}>{page}</AccountArea>;
  return page;
}

/** The layout around every route of the table. */
export function AppShell() {
  useEffect(() => {
    // tests and monitoring wait for this: the document is interactive
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteLayout>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {appRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
          ))}
        </Routes>
      </Suspense>
    </SiteLayout>
  );
}
