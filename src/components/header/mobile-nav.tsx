import { Accordion, Box, type BoxProps, Stack, type StackProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { NavDrawer } from '@/components/ui/nav-drawer';
import { NavLink } from '@/components/ui/nav-link';
import { accordionSlotRecipe } from '@/theme/chakra-theme';
import { AccountMenu } from './account-menu';
import { type NavLinkItem, navGroups, navLinks } from './nav-data';
import { useSessionLinks } from './use-session-links';

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
}

const linkStyle = {
  display: 'block',
  py: '2.5',
  px: '2',
  borderRadius: 'md',
  _hover: { bg: 'brand.subtle' },
  css: { '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } },
} as const;

/** A plain list of menu links; following one closes the drawer. */
function LinkList({
  items,
  onNavigate,
  linkProps,
  ...listProps
}: { items: NavLinkItem[]; onNavigate: () => void; linkProps?: BoxProps } & StackProps) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" {...listProps}>
      {items.map((item) => (
        <li key={item.path}>
          <Box asChild {...linkStyle} {...linkProps}>
            <NavLink to={item.path} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </Box>
        </li>
      ))}
    </Stack>
  );
}

/** The drawer's own links look like its accordions' headings: same size, weight and edge. */
const topLinkProps: BoxProps = { fontSize: 'md', fontWeight: 'semibold', py: '3', px: '0' };

/** Narrow screens: the menus in a side drawer (from the reading side), one accordion per product group. */
export function MobileNav({ open, onClose }: MobileNavProps) {
  const links = [...navLinks, ...useSessionLinks()];
  return (
    <NavDrawer
      open={open}
      onClose={onClose}
      title="תפריט"
      closeLabel="סגירת התפריט"
      navLabel="ניווט ראשי"
      footer={<AccountMenu onAction={onClose} />}
    >
      <Accordion.Root recipe={accordionSlotRecipe} collapsible multiple>
        {navGroups.map((group) => (
          <Accordion.Item key={group.id} value={group.id}>
            <Accordion.ItemTrigger fontSize="md" fontWeight="semibold" py="3">
              <Box as="span" flex="1" textAlign="start">
                {group.label}
              </Box>
              {/* a span: a <button> holds phrasing content only */}
              <Accordion.ItemIndicator asChild>
                <span>
                  <ChevronDown aria-hidden="true" />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0">
                <LinkList items={group.items} onNavigate={onClose} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <LinkList items={links} onNavigate={onClose} mt="2" linkProps={topLinkProps} />
    </NavDrawer>
  );
}
