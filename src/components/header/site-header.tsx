import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/use-session';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { ADMIN_LINK, navLinks } from './nav-data';

// the drawer's code loads on first use
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

/** The site header (SPEC §2): logo, product menus, blog/contact (+ 'ניהול' for admins), account area. */
export function SiteHeader() {
  const session = useSession();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'loaded'>('closed');
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const links = isAdmin ? [...navLinks, ADMIN_LINK] : navLinks;

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
        <DesktopNav extraLinks={links} />
        {/* takes what the menus leave; a long greeting is cut here instead of pushing the bar apart */}
        <Flex flex="1" minW="0" justify="flex-end" display={{ base: 'none', lg: 'flex' }}>
          <AccountMenu session={session} />
        </Flex>
        <IconButton
          marginInlineStart="auto"
          display={{ base: 'inline-flex', lg: 'none' }}
          variant="ghost"
          aria-label="פתיחת התפריט"
          aria-haspopup="dialog"
          aria-expanded={drawer === 'open'}
          onClick={() => setDrawer('open')}
        >
          <Menu aria-hidden="true" />
        </IconButton>
      </Flex>
      {drawer !== 'closed' && (
        <Suspense fallback={null}>
          <MobileNav
            open={drawer === 'open'}
            onClose={() => setDrawer('loaded')}
            links={links}
            session={session}
          />
        </Suspense>
      )}
    </Box>
  );
}
