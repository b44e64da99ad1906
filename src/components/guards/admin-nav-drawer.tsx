import { Box, Drawer, Portal } from '@chakra-ui/react';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import { drawerSlotRecipe } from '@/theme/chakra-theme';
import { AdminNavList } from './admin-nav';

/**
 * Narrow screens: the admin menu in a drawer from the reading side. Chakra's dialog keeps focus inside,
 * closes on Escape and gives focus back to the button that opened it.
 */
export function AdminNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
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
              <Drawer.Title>תפריט ניהול</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseIconButton label="סגירת תפריט הניהול" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="אזורי ניהול">
                <AdminNavList onNavigate={onClose} />
              </Box>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
