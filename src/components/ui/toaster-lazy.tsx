import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstIntent } from '@/lib/approach';
import { loadToasterStore, subscribeToasts, toastsAsked } from './toaster';

// the region shows the toaster's store; loading that through loadToasterStore tells the contact buttons
const ToastRegion = lazy(() =>
  Promise.all([import('./toast-region'), loadToasterStore()]).then(([m]) => ({ default: m.ToastRegion })),
);

/**
 * Mounted once by the site layout, in the browser only. The region's code (~7.6 kB gzip with the portal
 * it needs) is not in the page load: it loads with the visitor's first interaction — so the live region
 * exists before the toast that interaction may bring — or with the first toast.
 */
export function ToasterRegion() {
  const [wanted, setWanted] = useState(toastsAsked);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // a toast follows something the visitor did (a send, a click, F8); or one was asked for already
    const unsubscribe = subscribeToasts(want);
    const cancel = afterFirstIntent(want);
    if (toastsAsked()) want();
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
