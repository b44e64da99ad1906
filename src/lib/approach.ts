/**
 * When a part that loads on demand (a dialog, an accordion, a map) should start loading: once its place
 * comes near the viewport, once the visitor has done something on the page, or both. Each returns a
 * cancel for an effect's cleanup.
 */

/** What a visitor does before anything that needs a lazily loaded part (a scroll by touch starts with touchstart). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

let acted = false;
let listening = false;
const waiting = new Set<() => void>();

function act() {
  acted = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, act, { capture: true });
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/**
 * Calls `callback` once the visitor has acted on the page (`INTENT_EVENTS`), at once if they already
 * have. The listeners stay until that first act even when every caller has cancelled, so a part mounted
 * later (after a client-side navigation) knows the visitor has.
 */
export function afterFirstIntent(callback: () => void): () => void {
  if (acted) {
    callback();
    return () => undefined;
  }
  if (!listening) {
    listening = true;
    for (const type of INTENT_EVENTS) window.addEventListener(type, act, { capture: true, passive: true });
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}

/**
 * Calls `callback` once `element` comes within `rootMargin` of the viewport; at once where there is no
 * IntersectionObserver.
 */
export function onceNear(element: Element, callback: () => void, rootMargin = '200px 0px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Calls `callback` once `element` is near the viewport and the visitor has acted on the page, when the
 * main thread is next idle: a part a visitor is about to use (the contact dialog behind a button in view)
 * loads before the tap that opens it, but never in the page load itself, which no one has touched yet.
 * Idle, because the first act may itself be a tap on another such part: its own load goes first.
 */
export function onceNearAfterIntent(element: Element, callback: () => void): () => void {
  let cancelNear = () => {};
  let cancelIdle = () => {};
  const cancelIntent = afterFirstIntent(() => {
    cancelNear = onceNear(element, () => {
      cancelIdle = whenIdle(callback);
    });
  });
  return () => {
    cancelIntent();
    cancelNear();
    cancelIdle();
  };
}

/** `requestIdleCallback` (within 2 s), or a short timer where there is none (Safari). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}
