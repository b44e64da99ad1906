/**
 * Notifications. Use the exported `toaster` anywhere, in components or plain code:
 *   toaster.success({ title: 'נרשמת בהצלחה!', description: 'תודה שנרשמת לניוזלטר שלנו.' })
 *   toaster.error({ title: 'שגיאה', description: '…' })            // the destructive variant
 *   toaster.create({ title, description, action: { label: 'ביטול', onClick } })  // default variant
 * One toast at a time (a new one replaces the current), 5 s by default, F8 focuses the region.
 * Not for the failure of a dialog's action: a toast sits at the top, over a dialog as tall as a phone's
 * screen; that failure is told beside the dialog's button (`useActionFailure`, ./action-failure.tsx).
 * A success toast once the dialog has closed is fine.
 *
 * The toaster itself (toaster-store.ts: Chakra's createToaster) would add 1.1 kB gzip to every page's
 * first load, so it comes with the first toast or the toast region, through `loadToasterStore` (its one
 * dynamic import); calls run in the order they were made, once it is there. `create` answers at
 * once with the toast's id, for a later `dismiss`.
 */
import type { ToastOptions } from '@chakra-ui/react';

type Store = typeof import('./toaster-store')['toasterStore'];

let loading: Promise<Store> | undefined;
let store: Store | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads the toaster once (the toast region loads it too); offline, the next call tries again. */
export function loadToasterStore(): Promise<Store> {
  loading ??= import('./toaster-store').then(
    ({ toasterStore }) => {
      store = toasterStore;
      toasterStore.subscribe(notify);
      return toasterStore;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

let count = 0;
function show(options: ToastOptions): string {
  const id = options.id ?? `toast:${Date.now().toString(36)}-${++count}`;
  const first = !loading;
  // through the promise even once loaded: every call runs in the order it was made
  loadToasterStore().then(
    (s) => s.create({ ...options, id }),
    () => undefined,
  );
  if (first) notify(); // the first toast asked for: the region comes
  return id;
}

export const toaster = {
  /** default variant (type 'info' unless given) */
  create: show,
  success: (options: ToastOptions) => show({ ...options, type: 'success' }),
  /** destructive variant */
  error: (options: ToastOptions) => show({ ...options, type: 'error' }),
  info: (options: ToastOptions) => show({ ...options, type: 'info' }),
  /** with no toast asked for there is nothing to dismiss, and nothing is loaded for it */
  dismiss: (id?: string) => {
    loading?.then(
      (s) => s.dismiss(id),
      () => undefined,
    );
  },
};

/** Told when the first toast is asked for, then of every change of the toaster's list. Returns the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the toaster is loading or there (a toast was asked for, or the region came). */
export const toastsAsked = () => loading !== undefined;
/** Toasts on screen now. */
export const visibleToastCount = () => store?.getVisibleToasts().length ?? 0;
