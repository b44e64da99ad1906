import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from '@/components/ui/nav-link';
import { type NavGroup, type NavLinkItem, navGroups, navLinks } from './nav-data';
import { useMenuState } from './use-menu-state';
import { useSessionLinks } from './use-session-links';

const TOP = '[data-nav-top]';
const ITEM = '[data-nav-item]';

const focusables = (root: Element | null, selector: string) =>
  root ? Array.from(root.querySelectorAll<HTMLElement>(selector)) : [];

/** Moves focus within `list` by `step` (wrapping), or to 'first'/'last'. */
function moveFocus(list: HTMLElement[], to: number | 'first' | 'last') {
  if (list.length === 0) return;
  const index = list.indexOf(document.activeElement as HTMLElement);
  const next =
    to === 'first' ? 0 : to === 'last' ? list.length - 1 : (index + to + list.length) % list.length;
  list[next]?.focus();
}

// the bar's menus and links look alike: one size, one colour, one weight
const topItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '10',
  // tighter up to 1280 px, where the bar shares the row with a signed-in user's greeting
  px: { base: '2', xl: '3' },
  borderRadius: 'md',
  fontSize: 'md',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg',
  _hover: { bg: 'brand.subtle', color: 'brand.fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  css: {
    '&[aria-current=page]': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '6px' },
    '&[aria-expanded=true]': { bg: 'brand.subtle', color: 'brand.fg' },
  },
} as const;

function TopLink({ item }: { item: NavLinkItem }) {
  return (
    <Box as="li">
      <Box asChild {...topItemStyle}>
        <NavLink to={item.path} data-nav-top="">
          {item.label}
        </NavLink>
      </Box>
    </Box>
  );
}

interface MenuProps {
  group: NavGroup;
  menu: ReturnType<typeof useMenuState>;
}

function NavMenu({ group, menu }: MenuProps) {
  const isOpen = menu.openId === group.id;
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const mouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };

  const openAndFocus = (to: 'first' | 'last') => {
    // render the panel now so its first/last link can take focus in this same key press
    flushSync(() => menu.open(group.id));
    moveFocus(focusables(panelRef.current, ITEM), to);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') openAndFocus('first');
    else if (event.key === 'ArrowUp') openAndFocus('last');
    else if (event.key === 'Escape' && isOpen) menu.close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = focusables(panelRef.current, ITEM);
    if (event.key === 'ArrowDown') moveFocus(items, 1);
    else if (event.key === 'ArrowUp') moveFocus(items, -1);
    else if (event.key === 'Home') moveFocus(items, 'first');
    else if (event.key === 'End') moveFocus(items, 'last');
    else if (event.key === 'Escape') {
      menu.close();
      triggerRef.current?.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Box
      as="li"
      position="relative"
      onPointerEnter={mouse(() => menu.pointerEnter(group.id))}
      onPointerLeave={mouse(menu.pointerLeave)}
      onBlur={(event) => {
        // Tab moved focus out of this menu
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close();
      }}
    >
      <chakra.button
        ref={triggerRef}
        type="button"
        {...topItemStyle}
        aria-expanded={isOpen}
        aria-controls={`nav-panel-${group.id}`}
        data-nav-top=""
        onClick={() => menu.toggle(group.id)}
        onKeyDown={onTriggerKeyDown}
      >
        {group.label}
        <Box as="span" transition="transform 0.15s" transform={isOpen ? 'rotate(180deg)' : undefined}>
          <ChevronDown size={16} aria-hidden="true" />
        </Box>
      </chakra.button>
      <Box
        ref={panelRef}
        id={`nav-panel-${group.id}`}
        hidden={!isOpen}
        position="absolute"
        top="full"
        insetInlineStart="0"
        zIndex="dropdown"
        pt="2"
        onPointerEnter={mouse(menu.pointerStay)}
        onKeyDown={onPanelKeyDown}
      >
        <Grid
          as="ul"
          listStyleType="none"
          m="0"
          p="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          boxShadow="lg"
          w={group.items.length > 6 ? '36rem' : '20rem'}
          templateColumns={group.items.length > 6 ? 'repeat(2, 1fr)' : '1fr'}
          gap="1"
        >
          {group.items.map((item) => (
            <li key={item.path}>
              <Box
                asChild
                display="block"
                px="3"
                py="2"
                borderRadius="md"
                _hover={{ bg: 'brand.subtle' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', bg: 'brand.subtle' }}
                css={{ '&[aria-current=page]': { bg: 'brand.subtle' } }}
              >
                <NavLink to={item.path} data-nav-item="" onClick={menu.close}>
                  <Text as="span" display="block" fontWeight="medium" color="brand.fg">
                    {item.label}
                  </Text>
                </NavLink>
              </Box>
            </li>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}

/** The links a session adds; the session's answer re-renders these, not the menus beside them. */
function SessionTopLinks() {
  return useSessionLinks().map((item) => <TopLink key={item.path} item={item} />);
}

/** The wide-screen menu bar: three product menus and plain links, fully usable from the keyboard. */
export function DesktopNav() {
  const menu = useMenuState();
  const navRef = useRef<HTMLElement>(null);
  const { openId, close } = menu;

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close]);

  // left/right move between the bar's items; in a right-to-left page "next" is to the left
  const onBarKeyDown = (event: KeyboardEvent) => {
    const rtl = navRef.current ? getComputedStyle(navRef.current).direction === 'rtl' : true;
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[
      event.key as 'ArrowLeft' | 'ArrowRight'
    ];
    const top = focusables(navRef.current, TOP);
    if (!top.includes(document.activeElement as HTMLElement)) return;
    if (step !== undefined) moveFocus(top, step);
    else if (event.key === 'Home') moveFocus(top, 'first');
    else if (event.key === 'End') moveFocus(top, 'last');
    else return;
    event.preventDefault();
    close();
  };

  return (
    <Box as="nav" ref={navRef} aria-label="ניווט ראשי" flexShrink="0" display={{ base: 'none', lg: 'block' }}>
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1" align="center" onKeyDown={onBarKeyDown}>
        {navGroups.map((group) => (
          <NavMenu key={group.id} group={group} menu={menu} />
        ))}
        {navLinks.map((item) => (
          <TopLink key={item.path} item={item} />
        ))}
        <SessionTopLinks />
      </Flex>
    </Box>
  );
}
