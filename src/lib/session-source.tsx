/** The site layout's source of the session: the plain probe first, SessionSync when needed (see session-probe.ts). */
import { useEffect, useState } from 'react';
import { LazyData } from '@/lib/data/lazy-data';
import { probeSession } from '@/lib/session-probe';
import { onDataLayer, publishSession } from '@/lib/use-session';

const loadSessionSync = () => import('@/lib/data/session-sync');
// offline: the header offers to try again
const sessionSyncFailed = (retry: () => void) => publishSession({ status: 'error', retry });

/** Mounted once by the site layout, in the browser only. */
export function SessionSource() {
  const [sync, setSync] = useState(false);
  useEffect(() => {
    if (sync) return;
    let live = true;
    let handedOver = false;
    const stop = onDataLayer(() => {
      handedOver = true;
      if (live) setSync(true);
    });
    if (handedOver) return stop;
    const check = () => {
      probeSession().then(
        (user) => {
          if (!live) return;
          if (user) setSync(true);
          else publishSession({ status: 'anonymous' });
        },
        () => live && publishSession({ status: 'error', retry: check }),
      );
    };
    check();
    // SPEC §4: asked again when the window regains focus (a login in another tab)
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
      stop();
    };
  }, [sync]);
  return sync ? <LazyData load={loadSessionSync} props={{}} onFailure={sessionSyncFailed} /> : null;
}
