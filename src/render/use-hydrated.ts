import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false on the server and during hydration, true afterwards: gates browser-only UI without a mismatch. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
