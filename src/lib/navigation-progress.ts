/**
 * The code a client-side navigation waits for (a page's chunk, a guard's), counted so the top bar
 * (NavigationProgress, mounted once by the app shell) can show that something is on its way while the
 * old page stays on screen. A wait shorter than 200 ms shows nothing. Nothing is counted on the server,
 * nor for the page the server sent until a link has been followed: its Suspense boundaries hydrate after
 * the bar has mounted, and their code is part of the page's loading, not a navigation.
 */
let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let show: ((shown: boolean) => void) | undefined;
let firstPath: string | undefined;
let navigated = false;

/** Counts `promise` as a wait of the current navigation until it settles; returns it. */
export function trackNavigationLoad<T>(promise: Promise<T>): Promise<T> {
  if (!show) return promise;
  // the router moves the address before it renders the new page
  navigated ||= window.location.pathname !== firstPath;
  if (!navigated) return promise;
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
  firstPath = window.location.pathname;
}
