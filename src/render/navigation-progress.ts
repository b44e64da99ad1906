/**
 * The code a client-side navigation waits for (a page's chunk, a guard's), counted so the top bar
 * (NavigationProgress, mounted once by the app shell) can show that something is on its way while the
 * old page stays on screen. A wait shorter than 200 ms shows nothing. Until the bar has mounted (on the
 * server, and while the server's HTML hydrates) nothing is counted: no link was followed.
 */
let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let show: ((shown: boolean) => void) | undefined;

/** Counts `promise` as a wait of the current navigation until it settles; returns it. */
export function trackNavigationLoad<T>(promise: Promise<T>): Promise<T> {
  if (!show) return promise;
  if (!pending++) timer = setTimeout(() => show?.(true), 200);
  const settle = () => {
    if (--pending) return;
    clearTimeout(timer);
    show?.(false);
  };
  promise.then(settle, settle);
  return promise;
}

/** Called by the bar once it has mounted, with its setter. */
export function showNavigationProgressWith(setter: (shown: boolean) => void) {
  show = setter;
}
