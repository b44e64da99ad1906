import type { ReactNode } from 'react';
import { useKeepServerHtml } from '@/lib/use-hydrated';

/** React leaves the children of an element with dangerouslySetInnerHTML alone while hydrating. */
export const KEEP_SERVER_HTML = { __html: '' };

/**
 * Server-rendered content that needs no JavaScript (text, images, plain links). While the page
 * hydrates, the browser adopts the server's HTML as it is instead of rendering the children again,
 * which is most of a content page's start-up work on a phone. Anything rendered later (after a
 * client-side navigation) renders normally. Links inside still navigate within the app: AppShell
 * routes clicks on `[data-static] a` through the router. Never put state, effects or handlers inside.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const adopt = useKeepServerHtml();
  if (adopt) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's own HTML
    return <div data-static="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  return <div data-static="">{children}</div>;
}
