import { type ComponentType, use } from 'react';
import type { PageKey } from '@/routes';

interface PageModule {
  default: ComponentType;
}

// one chunk per page file; the key doubles as the Vite manifest key ('src/pages/…')
const loaders = import.meta.glob<PageModule>('../pages/**/*.tsx');
/** React's `use()` returns a promise's value at once when it carries these fields. */
type TrackedPromise = Promise<PageModule> & { status?: 'fulfilled'; value?: PageModule };
const pending = new Map<PageKey, TrackedPromise>();

export const pageModuleId = (page: PageKey) => `src/pages/${page}.tsx`;

/** Loads a page's module once; awaited before the server render and before hydration. */
export function preloadPage(page: PageKey): Promise<PageModule> {
  let promise = pending.get(page);
  if (!promise) {
    const loader = loaders[`../pages/${page}.tsx`];
    if (!loader) throw new Error(`no page module for ${page}`);
    const loading: TrackedPromise = loader().then((mod) => {
      loading.status = 'fulfilled';
      loading.value = mod;
      return mod;
    });
    promise = loading;
    pending.set(page, promise);
  }
  return promise;
}

/**
 * Renders a page; suspends (nearest <Suspense>) only while its chunk loads. `use()` is called on every
 * render: React warns when a component that suspended on `use()` stops calling it.
 */
export function Page({ page }: { page: PageKey }) {
  const Component = use(preloadPage(page)).default;
  return <Component />;
}
