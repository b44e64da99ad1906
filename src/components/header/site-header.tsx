import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { onceNearAfterIntent } from '@/lib/approach';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';

// the drawer's code loads when a visitor reaches for the menu button, or once they have acted on the page
// while the button is shown (phones; hidden, it never comes into view): never with the page itself.
// It opens in a transition: the header stays as it is until the code is here, with no empty fallback.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
const preloadMobileNav = () => void loadMobileNav().catch(() => undefined);

/**
 * The site header: logo, product menus, blog/contact (+ 'האזור האישי' once signed in, 'ניהול' for
 * admins), account area. It reads no session itself: the parts that show one do.
 */
export function SiteHeader() {
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'loaded'>('closed');
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menuButton.current) return onceNearAfterIntent(menuButton.current, preloadMobileNav);
  }, []);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" boxShadow="xs">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        h="16"
        align="center"
        gap={{ base: '3', lg: '4', xl: '6' }}
      >
        <Logo />
        <DesktopNav />
        {/* takes what the menus leave; a long greeting is cut here instead of pushing the bar apart */}
        <Flex flex="1" minW="0" justify="flex-end" display={{ base: 'none', lg: 'flex' }}>
          <AccountMenu />
        </Flex>
        <IconButton
          ref={menuButton}
          marginInlineStart="auto"
          display={{ base: 'inline-flex', lg: 'none' }}
          variant="ghost"
          aria-label="פתיחת התפריט"
          aria-haspopup="dialog"
          aria-expanded={drawer === 'open'}
          onPointerEnter={preloadMobileNav}
          onFocus={preloadMobileNav}
          onClick={() => startTransition(() => setDrawer('open'))}
        >
          <Menu aria-hidden="true" />
        </IconButton>
      </Flex>
      {drawer !== 'closed' && (
        <Suspense fallback={null}>
          <MobileNav open={drawer === 'open'} onClose={() => setDrawer('loaded')} />
        </Suspense>
      )}
    </Box>
  );
}
