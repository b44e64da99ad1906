import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What `load` gives: the component itself (not a module object). */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy takes
type AnyComponent = ComponentType<any>;

export interface LazyPart<C extends AnyComponent> {
  /** rendered inside a `<Suspense>`; it suspends only while its code is still on its way */
  Part: LazyExoticComponent<C>;
  /** starts loading the code (on pointer-enter, focus, visibility); one request, however often it is called */
  preload: () => Promise<C>;
}

/**
 * A part of a page whose code loads on intent (a dialog, a drawer): `React.lazy` that renders at once
 * when its code is already here.
 *
 * `React.lazy` suspends on its first render even when the module has long arrived (it `then`s the
 * promise, whose callbacks run later), so the `<Suspense>` commits its fallback and React then holds the
 * part back until 300 ms after that fallback appeared (its fallback throttle). A dialog whose code was
 * preloaded (pointer-enter, focus, the questions near the viewport) opened ~300 ms after the tap for
 * nothing but that timer (a Chromium trace: a 266 ms timer between the click and the dialog's commit).
 * Here the loader hands `lazy` a thenable that is already settled when the code is there, so `lazy`
 * resolves during the render and nothing suspends. `lazy-part.test.ts` pins it.
 *
 * A failed load is forgotten, so the next `preload` (or a new part) asks again; a `Part` whose first
 * render met the failure keeps it, as `React.lazy` does (its error boundary shows).
 */
export function lazyPart<C extends AnyComponent>(load: () => Promise<C>): LazyPart<C> {
  let loaded: C | undefined;
  let pending: Promise<C> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Part = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return preload().then((component) => ({ default: component }));
  });
  return { Part, preload };
}

/** A thenable that calls back at once: `lazy` reads it as resolved in the same render. */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  // React.lazy only calls `then`; its type asks for a Promise
  return thenable as unknown as Promise<T>;
}
