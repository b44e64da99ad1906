import { useEffect, useState } from 'react';
import { showNavigationProgressWith } from '@/lib/navigation-progress';

/**
 * A thin bar along the top of the window while a followed link waits for its page's code (the old page
 * stays until the new one can show): indeterminate, a segment running across from the reading side. Its
 * looks are in the server's global stylesheet (`[data-navigation-progress]`, src/theme/system.ts), so
 * every page's JavaScript carries only this. A progressbar is no live region: nothing is announced.
 */
export function NavigationProgress() {
  const [shown, setShown] = useState(false);
  // mounted once, with the app: the setter stays (React ignores a state update after unmount)
  useEffect(() => showNavigationProgressWith(setShown), []);
  return shown && <div role="progressbar" aria-label="טוען את הדף" data-navigation-progress="" />;
}
