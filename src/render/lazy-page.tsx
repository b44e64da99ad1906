import type { ComponentType } from 'react';
import type { PageKey } from '@/routes';
import { type LazyPart, lazyPart } from './lazy-part';
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

/** each page's part: its code loads once, and renders at once when it is here (`lazyPart`) */
const parts = new Map<PageKey, LazyPart<ComponentType>>();

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

function partOf(page: PageKey): LazyPart<ComponentType> {
  let part = parts.get(page);
  if (!part) {
    part = lazyPart(() => trackNavigationLoad(loadPage(page)).then((module) => module.default));
    parts.set(page, part);
  }
  return part;
}

/** Loads a page's code once; started before the server render and before hydration. */
export const preloadPage = (page: PageKey) => partOf(page).preload();

/**
 * Renders a page; it suspends (nearest <Suspense>) while its chunk loads. After a followed link the old
 * page stays meanwhile (the router renders a new address in the background: site-router.tsx), and the
 * top bar shows the wait.
 *
 * A page whose code has loaded (the server and the hydration load it first) renders at once: with a
 * bare `React.lazy` the server's first render of each page suspended and inserted its styles in another
 * order than every later render (another HTML, another ETag, once after each start).
 */
export function Page({ page }: { page: PageKey }) {
  const { Part } = partOf(page);
  return <Part />;
}
