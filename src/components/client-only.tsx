import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useHydrating } from '@/lib/use-hydrated';

/**
 * Renders `fallback` on the server and during hydration, `children` once in the browser. After
 * hydration the children come as a transition (React may pause it for input), not as the synchronous
 * render that a store read through `useSyncExternalStore` would force right after hydration.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrating = useHydrating();
  const [shown, setShown] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : fallback;
}
