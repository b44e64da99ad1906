import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { SessionUser } from '@/shared/auth';

export type Session =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser };

const LOADING: Session = { status: 'loading' };
let current: Session = LOADING;
const listeners = new Set<() => void>();

/** Called by the session query (src/lib/data/session-sync.tsx) whenever its answer changes. */
export function publishSession(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Who is signed in (SPEC §4). The query itself (never cached, refetched on window focus) runs in
 * src/lib/data/session-sync.tsx, mounted by the site layout once the page is interactive; this
 * hook only reads its latest answer, so the header needs none of the data layer's code. The
 * server's HTML and the hydrating render always say 'loading'. Answers render as a transition:
 * React may pause that render for input (a store read through useSyncExternalStore could not).
 */
export function useSession(): Session {
  // mounted after hydration (a client-side navigation): the latest answer at once
  const hydrated = useHydrated();
  const [session, setSession] = useState<Session>(() => (hydrated ? current : LOADING));
  useEffect(() => {
    const update = () => startTransition(() => setSession(current));
    update();
    return subscribe(update);
  }, []);
  return session;
}
