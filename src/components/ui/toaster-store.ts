/**
 * The toaster: Chakra's `createToaster` (zag's toast store), shown by `<Toaster>` in toast-region.tsx.
 * Not in the page load: everything else reaches it through `toaster` in toaster.ts, which loads it.
 */
import { createToaster, type ToastOptions } from '@chakra-ui/react';

const store = createToaster({
  // at the top, clear of dialogs' buttons and of the controls a form scrolls into view; zag turns the
  // placement into a physical side by direction, then positions it with a logical inset, so in RTL
  // 'top-end' lands at the top-right corner (the reading start), over the header's logo
  placement: 'top-end',
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Shows a toast in place of whatever is on screen (the store alone would stack it). */
const alone =
  <Result>(show: (options: ToastOptions) => Result) =>
  (options: ToastOptions): Result => {
    store.remove();
    return show(options);
  };

/** One toast at a time: a new one takes the place of the one on screen. */
export const toasterStore: typeof store = {
  ...store,
  create: alone(store.create),
  success: alone(store.success),
  error: alone(store.error),
  info: alone(store.info),
  warning: alone(store.warning),
  loading: alone(store.loading),
};
