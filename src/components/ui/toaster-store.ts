/**
 * The toast store (zag's toast group through Chakra's createToaster). Loaded with the first toast or
 * with the toast region (toaster-lazy.tsx), never in the page load: call `toaster` (toaster.ts), which
 * queues what is asked before this module is there.
 */
import { createToaster } from '@chakra-ui/react';

export const toasterStore = createToaster({
  // zag turns the placement into a physical side by direction, then positions it with a logical
  // inset: in RTL only 'bottom-start' lands at the bottom-left corner (the reading end) intact
  placement: 'bottom-start',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
