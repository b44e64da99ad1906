import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from '@/render/use-hydrated';
import type { SessionUser } from '@/shared/auth';

export type Session =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'anonymous' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** ends the session (SPEC §8); resolves to a Hebrew error message, or undefined once signed out */
      signOut: () => Promise<string | undefined>;
    };

const LOADING: Session = { status: 'loading' };
let current: Session = LOADING;
const listeners = new Set<() => void>();

/**
 * Called by SessionSync (src/lib/data/session-sync.tsx) whenever the session query's answer changes,
 * and by the site layout when SessionSync's code cannot be loaded.
 */
export function publishSession(next: Session) {
  if (sameSession(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The same answer again (SessionSync taking over from the probe, a refetch on focus): nothing to render. */
export function sameSession(a: Session, b: Session): boolean {
  if (a.status === 'signed-in' && b.status === 'signed-in')
    return a.user === b.user && a.signOut === b.signOut;
  return a.status === b.status && (a.status === 'anonymous' || a.status === 'loading');
}

let dataLayerLoaded = false;
const dataLayerListeners = new Set<() => void>();

/** Called by the data layer's runtime when it is first used (src/lib/data/runtime.tsx). */
export function announceDataLayer() {
  if (dataLayerLoaded) return;
  dataLayerLoaded = true;
  // it is called while a component renders: listeners set state, so they run after that render
  queueMicrotask(() => {
    for (const listener of dataLayerListeners) listener();
    dataLayerListeners.clear();
  });
}

/** Runs `listener` once the data layer is in use (at once if it already is); returns the unsubscribe. */
export function onDataLayer(listener: () => void): () => void {
  if (dataLayerLoaded) {
    listener();
    return () => undefined;
  }
  dataLayerListeners.add(listener);
  return () => {
    dataLayerListeners.delete(listener);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Who is signed in (SPEC §4), and how to sign out. The query itself (never cached, refetched on window
 * focus) and the logout call run in SessionSync (src/lib/data/session-sync.tsx), mounted by the site
 * layout once the page is interactive; this hook only reads its latest answer, so the header needs
 * none of the data layer's code. The server's HTML and the hydrating render always say 'loading'.
 * Answers render as a transition: React may pause that render for input (a store read through
 * useSyncExternalStore could not).
 */
export function useSession(): Session {
  // mounted after hydration (a client-side navigation): the latest answer at once
  const hydrating = useHydrating();
  const [session, setSession] = useState<Session>(() => (hydrating ? LOADING : current));
  useEffect(() => {
    const update = () => startTransition(() => setSession(current));
    update();
    return subscribe(update);
  }, []);
  return session;
}
