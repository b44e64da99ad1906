/**
 * How a part of the first load (the site layout, the footer's newsletter, the contact dialog) renders a
 * component that calls the server: `<LazyData load={() => import('./x')} props={…} onFailure={…} />` loads the module (whose
 * default export is `withData(…)`) when it mounts, so the data layer stays out of the first load.
 * This file imports none of it.
 */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from 'react';

interface LazyDataProps<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** shown while the module loads */
  fallback?: ReactNode;
  /** the module could not be loaded (offline); `retry` loads it again */
  onFailure: (retry: () => void) => void;
}

// what each `load` gave, so a later mount (a dialog opened again) renders at once
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** Starts loading ahead of the mount (e.g. when the pointer reaches the button that will mount it). */
export function preloadData<P>(load: LazyDataProps<P>['load']) {
  if (loaded.has(load)) return;
  load()
    .then((module) => loaded.set(load, module.default))
    .catch(() => undefined);
}

export function LazyData<P extends object>({ load, props, fallback = null, onFailure }: LazyDataProps<P>) {
  const [Component, setComponent] = useState(
    () => (loaded.get(load) as ComponentType<P> | undefined) ?? null,
  );
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per attempt, not per render's new `load`
  useEffect(() => {
    if (Component) return;
    let live = true;
    load()
      .then((module) => {
        loaded.set(load, module.default);
        if (live) startTransition(() => setComponent(() => module.default));
      })
      .catch(() => live && onFailure(() => setAttempt((n) => n + 1)));
    return () => {
      live = false;
    };
  }, [attempt]);
  return Component ? createElement(Component, props) : fallback;
}
