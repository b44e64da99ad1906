/**
 * Notifications (SPEC §2, §9). Use the exported `toaster` anywhere, in components or plain code:
 *   toaster.success({ title: 'נרשמת בהצלחה!', description: 'תודה שנרשמת לניוזלטר שלנו.' })
 *   toaster.error({ title: 'שגיאה', description: '…' })            // the destructive variant
 *   toaster.create({ title, description, action: { label: 'ביטול', onClick } })  // default variant
 * One toast at a time (a new one replaces the current), 5 s by default, F8 focuses the region.
 */
import { type CreateToasterReturn, createToaster } from '@chakra-ui/react';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToastInput = Omit<ToastOptions, 'type'>;

/** The store the toast region renders (toast-region.tsx, mounted by the site layout); call `toaster`, not this. */
export const toasterStore = createToaster({
  // zag turns the placement into a physical side by direction, then positions it with a logical
  // inset: in RTL only 'bottom-start' lands at the bottom-left corner (the reading end) intact
  placement: 'bottom-start',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

function show(options: ToastOptions) {
  // one at a time: the newest replaces whatever is on screen
  toasterStore.remove();
  return toasterStore.create({ closable: true, ...options });
}

export const toaster = {
  /** default variant (type 'info' unless given) */
  create: show,
  success: (options: ToastInput) => show({ ...options, type: 'success' }),
  /** destructive variant */
  error: (options: ToastInput) => show({ ...options, type: 'error' }),
  info: (options: ToastInput) => show({ ...options, type: 'info' }),
  dismiss: (id?: string) => toasterStore.dismiss(id),
};
