import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

let hydrating = false;

/** The browser entry calls this right before `hydrateRoot`. */
export function beginHydration() {
  hydrating = true;
}

/** The app shell calls this in its first effect: the document's first render has committed. */
export function endHydration() {
  hydrating = false;
}

/**
 * Whether this component is being hydrated over the server's HTML: true on the server and while the
 * browser hydrates, false for a component first rendered in the browser (after a client-side
 * navigation, or a lazily loaded part). For a value decided once, e.g. `useState(() => …)`.
 *
 * A hydrated component does not render again when hydration ends: React compares the store's value in
 * the hydration's own effects, which run before the app shell's `endHydration`, so the value has not
 * changed yet (a store whose browser value differs from its server value would make every component
 * that reads it render again, synchronously, right after hydration). A boundary hydrated
 * later (its code arrived after the first commit) still reads true while it hydrates, then renders
 * once more, itself only.
 */
export function useHydrating() {
  return useSyncExternalStore(
    subscribeNever,
    () => hydrating,
    () => true,
  );
}

/**
 * Whether this component should keep the server's HTML instead of rendering its own: true in the browser
 * while it is hydrated over that HTML, decided on its first render and kept (on the server, and for a
 * component first rendered in the browser, false). For parts whose markup is adopted as it is while the
 * page hydrates (`StaticContent`, `PostDate`).
 */
export function useKeepServerHtml() {
  const hydrating = useHydrating();
  const [keep] = useState(() => typeof document !== 'undefined' && hydrating);
  return keep;
}
