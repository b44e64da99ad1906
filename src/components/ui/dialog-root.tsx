import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@/theme/chakra-theme';

/**
 * Chakra's `Dialog.Root` as every dialog of the site starts: its style recipe (the system registers none,
 * src/theme/system.ts, so a dialog without it would render unstyled), content mounted on first opening
 * and removed on closing (nothing of a closed dialog in the DOM or the accessibility tree), and centred.
 * Any of these can be overridden per dialog.
 */
export function DialogRoot(props: Dialog.RootProps) {
  return <Dialog.Root recipe={dialogSlotRecipe} lazyMount unmountOnExit placement="center" {...props} />;
}
