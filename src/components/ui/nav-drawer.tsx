import { Box, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { drawerSlotRecipe } from '@/theme/chakra-theme';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** the drawer's heading */
  title: string;
  /** the accessible name of the × button */
  closeLabel: string;
  /** the accessible name of the <nav> landmark inside */
  navLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * Narrow screens: a menu in a drawer from the reading side. Chakra's dialog keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it.
 */
export function NavDrawer({ open, onClose, title, closeLabel, navLabel, children, footer }: NavDrawerProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseIconButton label={closeLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label={navLabel}>
                {children}
              </Box>
            </Drawer.Body>
            {footer && (
              <Drawer.Footer justifyContent="flex-start" borderTopWidth="1px" pt="4">
                {footer}
              </Drawer.Footer>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
