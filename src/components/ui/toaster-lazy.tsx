import { lazy, Suspense, useEffect, useState } from 'react';
import { toasterStore } from './toaster';

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/**
 * Mounted once by the site layout, in the browser only. The region's code loads when the browser is
 * idle after the first paint (so the live region exists before most toasts) or with the first toast.
 */
export function ToasterRegion() {
  const [wanted, setWanted] = useState(() => toasterStore.getCount() > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = toasterStore.subscribe(want);
    // Safari has no requestIdleCallback
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(want, { timeout: 4000 })
      : window.setTimeout(want, 2000);
    return () => {
      unsubscribe();
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
