import { type ComponentType, lazy } from 'react';
import { trackNavigationLoad } from '@/lib/navigation-progress';
import type { PageKey } from '@/routes';

export interface PageModule {
  default: ComponentType;
}

type PageLoaders = Record<string, () => Promise<PageModule>>;

// one chunk per page file; the key doubles as the Vite manifest key ('src/pages/…')
const publicPages = import.meta.glob<PageModule>('../pages/public/*.tsx');
// The signed-in areas' pages (account, admin) are listed in a module of their own, loaded with the first
// of them: their loaders and the lists of chunks each one preloads stay out of every public page's
// first load.
const privatePages = (): Promise<PageLoaders> => import('./private-pages').then((m) => m.privatePages);

/**
 * The Vite manifest keys of what a page loads ('src/pages/…'): its own module, and for a private page the
 * table above, so the browser fetches both at once instead of one after the other.
 */
export const pageModuleIds = (page: PageKey) =>
  page.startsWith('public/')
    ? [`src/pages/${page}.tsx`]
    : [`src/pages/${page}.tsx`, 'src/render/private-pages.ts'];

async function loadPage(page: PageKey): Promise<PageModule> {
  const key = `../pages/${page}.tsx`;
  const loader = publicPages[key] ?? (await privatePages())[key];
  if (!loader) throw new Error(`no page module for ${page}`);
  return loader();
}

/** each page's component, once loaded (the server and the browser's entry load the page first) */
const loaded = new Map<PageKey, ComponentType>();
/** what `Page` renders for each page: chosen once, so a page is never mounted twice */
const components = new Map<PageKey, ComponentType>();

/** Loads a page's code; started before the server render and before hydration. */
export async function preloadPage(page: PageKey): Promise<PageModule> {
  const module = await loadPage(page);
  loaded.set(page, module.default);
  return module;
}

/**
 * Renders a page. A page whose code has loaded (the server and the hydration load it first) is its own
 * component and renders at once: the server's HTML (and the order of its styles) is the same on every
 * render. Any other page is `React.lazy`: it suspends (nearest <Suspense>) while its chunk loads. After a
 * followed link the old page stays meanwhile (the router renders a new address in a transition:
 * site-router.tsx), and the top bar shows the wait.
 */
export function Page({ page }: { page: PageKey }) {
  let Component = components.get(page);
  if (!Component) {
    Component = loaded.get(page) ?? lazy(() => trackNavigationLoad(preloadPage(page)));
    components.set(page, Component);
  }
  return <Component />;
}
