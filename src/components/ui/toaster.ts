/**
 * Notifications (SPEC §2, §9). Use the exported `toaster` anywhere, in components or plain code:
 *   toaster.success({ title: 'נרשמת בהצלחה!', description: 'תודה שנרשמת לניוזלטר שלנו.' })
 *   toaster.error({ title: 'שגיאה', description: '…' })            // the destructive variant
 *   toaster.create({ title, description, action: { label: 'ביטול', onClick } })  // default variant
 * One toast at a time (a new one replaces the current), 5 s by default, F8 focuses the region.
 *
 * The store (toaster-store.ts: zag's toast group, ~1.5 kB gzip) is not in the first load: until it is
 * there, calls wait in order and run when it arrives. A toast's id is made here, so `create` still
 * answers at once with the id a later `dismiss` names.
 */
import type { CreateToasterReturn } from '@chakra-ui/react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToastInput = Omit<ToastOptions, 'type'>;
type Store = CreateToasterReturn;

let store: Store | undefined;
let loading: Promise<Store> | undefined;
const waiting: ((store: Store) => void)[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads the store once; what waited for it runs then. (The toast region loads it too.) */
export function loadToasterStore(): Promise<Store> {
  loading ??= import('./toaster-store').then(
    ({ toasterStore }) => {
      store = toasterStore;
      toasterStore.subscribe(notify);
      for (const run of waiting.splice(0)) run(toasterStore);
      return toasterStore;
    },
    (error: unknown) => {
      loading = undefined; // offline: the next toast tries again
      throw error;
    },
  );
  return loading;
}

function withStore(run: (store: Store) => void) {
  if (store) return run(store);
  waiting.push(run);
  loadToasterStore().catch(() => undefined);
  notify();
}

let count = 0;
function show(options: ToastOptions): string {
  const id = options.id ?? `toast:${Date.now().toString(36)}-${++count}`;
  withStore((s) => {
    // one at a time: the newest replaces whatever is on screen
    s.remove();
    s.create({ closable: true, ...options, id });
  });
  return id;
}

export const toaster = {
  /** default variant (type 'info' unless given) */
  create: show,
  success: (options: ToastInput) => show({ ...options, type: 'success' }),
  /** destructive variant */
  error: (options: ToastInput) => show({ ...options, type: 'error' }),
  info: (options: ToastInput) => show({ ...options, type: 'info' }),
  // without the store nothing is on screen: only toasts still waiting for it can be dismissed
  dismiss: (id?: string) => {
    if (store || waiting.length > 0) withStore((s) => s.dismiss(id));
  },
};

/** Told of every change: a toast asked for (before the store is there), shown, gone. Returns the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Toasts asked for or on the store's list (shown or leaving). */
export const toastCount = () => waiting.length + (store?.getCount() ?? 0);
/** Toasts on screen now. */
export const visibleToastCount = () => store?.getVisibleToasts().length ?? 0;
