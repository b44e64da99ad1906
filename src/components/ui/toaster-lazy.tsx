import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstIntent } from '@/render/approach';
import { loadToasterStore, subscribeToasts, toastCount } from './toaster';

// the region renders the store; loading it through the facade wires the facade's listeners to it
const ToastRegion = lazy(() =>
  Promise.all([import('./toast-region'), loadToasterStore()]).then(([m]) => ({ default: m.ToastRegion })),
);

/**
 * Mounted once by the site layout, in the browser only. The region's code (~18 kB gzip with the portal
 * it needs) loads with the visitor's first interaction — so the live region exists before the toast
 * that interaction may bring — or with the first toast, never in the page load itself.
 */
export function ToasterRegion() {
  const [wanted, setWanted] = useState(() => toastCount() > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = subscribeToasts(want);
    // a toast follows something the visitor did (a send, a click, F8)
    const cancel = afterFirstIntent(want);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
