/**
 * The code a client-side navigation waits for (a page's chunk, a guard's), counted so the top bar
 * (NavigationProgress) can show that something is on its way while the old page stays on screen.
 * A wait shorter than SHOW_AFTER_MS shows nothing; loads started while the server's HTML hydrates
 * (or rendered on the server) are not counted: no link was followed.
 */
import { isHydrating } from './use-hydrated';

const SHOW_AFTER_MS = 200;

let pending = 0;
let shown = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(shown: boolean) => void>();

function show(next: boolean) {
  if (shown === next) return;
  shown = next;
  for (const listener of listeners) listener(next);
}

function settle() {
  pending -= 1;
  if (pending > 0) return;
  clearTimeout(timer);
  show(false);
}

/** Counts `promise` as a wait of the current navigation until it settles; returns it. */
export function trackNavigationLoad<T>(promise: Promise<T>): Promise<T> {
  if (import.meta.env.SSR || isHydrating()) return promise;
  pending += 1;
  if (pending === 1) timer = setTimeout(() => show(true), SHOW_AFTER_MS);
  promise.then(settle, settle);
  return promise;
}

/** Told whether the bar should show, on every change. Returns the unsubscribe. */
export function subscribeNavigationProgress(listener: (shown: boolean) => void): () => void {
  listeners.add(listener);
  listener(shown);
  return () => listeners.delete(listener);
}
