import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '@/components/layout/page-loading';
import { SiteLayout } from '@/components/layout/site-layout';
import { trackNavigationLoad } from '@/lib/navigation-progress';
import { endHydration } from '@/lib/use-hydrated';
import { Page } from '@/render/lazy-page';
import { type AppRoute, matchAppRoute } from '@/routes';

// the guards of the account and admin areas: code no public page needs in its first load
const AccountArea = lazy(() =>
  trackNavigationLoad(import('@/components/guards/account-area')).then((m) => ({ default: m.AccountArea })),
);
const AdminArea = lazy(() =>
  trackNavigationLoad(import('@/components/guards/admin-area')).then((m) => ({ default: m.AdminArea })),
);

function RouteElement({ route }: { route: AppRoute }) {
  const page = <Page page={route.page} />;
  if (route.area === 'admin' && route.meta) return <AdminArea meta={route.meta}>{page}</AdminArea>;
  if (route.area === 'account' && route.meta) return <AccountArea meta={route.meta}>{page}</AccountArea>;
  return page;
}

/**
 * Links inside StaticContent that the browser adopted from the server have no React handlers:
 * route their clicks through the router like any <Link>, so navigation stays in the app.
 */
function useStaticLinks() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static]')) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      // an anchor on this very page: the browser scrolls to it
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/**
 * Page views are counted on the server (server/http/page-views.ts): a page loaded from the server is
 * counted there; a page opened inside the app (a click on a link) is reported with a beacon, which
 * carries only the path. The admin area is not counted.
 */
function useNavigationBeacon(pathname: string, area: 'public' | 'admin') {
  // the page the server sent is counted there: report only the pages opened after it
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    if (area === 'admin' || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon('/page-view', pathname);
  }, [pathname, area]);
}

/** The layout around every route of the table. */
export function AppShell() {
  useStaticLinks();
  const [pathname] = useLocation();
  const { route } = matchAppRoute(pathname);
  const area = route.area === 'admin' ? 'admin' : 'public';
  useNavigationBeacon(pathname, area);
  useEffect(() => {
    // after every hydrated component's own effects (children's effects run first)
    endHydration();
    // tests and monitoring wait for this: the document is interactive
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteLayout area={area}>
      <Suspense fallback={<PageLoading />}>
        <RouteElement route={route} />
      </Suspense>
    </SiteLayout>
  );
}
