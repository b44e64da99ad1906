import { type ComponentType, use } from 'react';
import type { PageKey } from '@/routes';

interface PageModule {
  default: ComponentType;
}

// one chunk per page file; the key doubles as the Vite manifest key ('src/pages/…')
const loaders = import.meta.glob<PageModule>('../pages/**/*.tsx');
const loaded = new Map<PageKey, PageModule>();
const pending = new Map<PageKey, Promise<PageModule>>();

export const pageModuleId = (page: PageKey) => `src/pages/${page}.tsx`;

/** Loads a page's module once; awaited before the server render and before hydration. */
export function preloadPage(page: PageKey): Promise<PageModule> {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  let promise = pending.get(page);
  if (!promise) {
    const loader = loaders[`../pages/${page}.tsx`];
    if (!loader) throw new Error(`no page module for ${page}`);
    promise = loader().then((mod) => {
      loaded.set(page, mod);
      return mod;
    });
    pending.set(page, promise);
  }
  return promise;
}

/** Renders a page; suspends (nearest <Suspense>) only when its chunk is not loaded yet. */
export function Page({ page }: { page: PageKey }) {
  const mod = loaded.get(page) ?? use(preloadPage(page));
  const Component = mod.default;
  return <Component />;
}
