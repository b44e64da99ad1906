import { Accordion, Box, Drawer, Portal, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { CloseIconButton } from '@/components/ui/close-icon-button';
import type { Session } from '@/lib/use-session';
import { accordionSlotRecipe, drawerSlotRecipe } from '@/theme/chakra-theme';
import { AccountMenu } from './account-menu';
import { type NavLinkItem, navGroups } from './nav-data';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  links: NavLinkItem[];
  session: Session;
}

const linkStyle = {
  display: 'block',
  py: '2.5',
  px: '2',
  borderRadius: 'md',
  _hover: { bg: 'brand.subtle' },
  css: { '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } },
} as const;

/** Narrow screens: the menus in a side drawer (from the reading side), one accordion per product group. */
export function MobileNav({ open, onClose, links, session }: MobileNavProps) {
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
              <Drawer.Title>תפריט</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseIconButton label="סגירת התפריט" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Box as="nav" aria-label="ניווט ראשי">
                <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple>
                  {navGroups.map((group) => (
                    <Accordion.Item key={group.id} value={group.id}>
                      <Accordion.ItemTrigger fontWeight="semibold" py="3">
                        <Box as="span" flex="1" textAlign="start">
                          {group.label}
                        </Box>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody pt="0">
                          <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
                            {group.items.map((item) => (
                              <li key={item.path}>
                                <Box asChild {...linkStyle}>
                                  <NavLink to={item.path} onClick={onClose}>
                                    {item.label}
                                  </NavLink>
                                </Box>
                              </li>
                            ))}
                          </Stack>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" mt="2">
                  {links.map((item) => (
                    <li key={item.path}>
                      <Box asChild {...linkStyle} fontWeight="semibold" py="3">
                        <NavLink to={item.path} onClick={onClose}>
                          {item.label}
                        </NavLink>
                      </Box>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start" borderTopWidth="1px" pt="4">
              <AccountMenu session={session} onAction={onClose} />
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
