import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from '@/routes';
import { trackNavigationLoad } from './navigation-progress';

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

const loading = new Map<PageKey, Promise<PageModule>>();
/** pages whose module has loaded: rendered at once, without suspending */
const loaded = new Map<PageKey, ComponentType>();
/** pages first rendered before their module loaded (a followed link): lazy from then on */
const components = new Map<PageKey, LazyExoticComponent<ComponentType>>();

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

/** Loads a page's module once; started before the server render and before hydration. */
export function preloadPage(page: PageKey): Promise<PageModule> {
  let promise = loading.get(page);
  if (!promise) {
    promise = loadPage(page).then((module) => {
      loaded.set(page, module.default);
      return module;
    });
    loading.set(page, promise);
  }
  return promise;
}

/**
 * Renders a page; it suspends (nearest <Suspense>) while its chunk loads. After a followed link the old
 * page stays meanwhile (the router's navigation is a transition), and the top bar shows the wait.
 *
 * A page whose module has loaded (the server and the hydration load it first) renders at once: a lazy
 * component suspends on its first render even then, and the server's first render of a page would
 * insert its styles in another order than every later one (another HTML, another ETag). A page once
 * rendered lazily stays lazy, so its component never changes under it.
 */
export function Page({ page }: { page: PageKey }) {
  const Ready = components.get(page) ?? loaded.get(page);
  if (Ready) return <Ready />;
  const Component = lazy(() => trackNavigationLoad(preloadPage(page)));
  components.set(page, Component);
  return <Component />;
}
