import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from '@/routes';

interface PageModule {
  default: ComponentType;
}

// one chunk per page file; the key doubles as the Vite manifest key ('src/pages/…')
const loaders = import.meta.glob<PageModule>('../pages/**/*.tsx');
const loading = new Map<PageKey, Promise<PageModule>>();
const components = new Map<PageKey, LazyExoticComponent<ComponentType>>();

export const pageModuleId = (page: PageKey) => `src/pages/${page}.tsx`;

/** Loads a page's module once; started before the server render and before hydration. */
export function preloadPage(page: PageKey): Promise<PageModule> {
  let promise = loading.get(page);
  if (!promise) {
    const loader = loaders[`../pages/${page}.tsx`];
    if (!loader) throw new Error(`no page module for ${page}`);
    promise = loader();
    loading.set(page, promise);
  }
  return promise;
}

/** Renders a page; it suspends (nearest <Suspense>) while its chunk loads. */
export function Page({ page }: { page: PageKey }) {
  let Component = components.get(page);
  if (!Component) {
    Component = lazy(() => preloadPage(page));
    components.set(page, Component);
  }
  return <Component />;
}
