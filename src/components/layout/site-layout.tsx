import { Box, Flex } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { LoginDialogHost } from '@/components/auth/login-dialog-host';
import { ClientOnly } from '@/components/client-only';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { ContactFab } from '@/components/layout/contact-fab';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { ToasterRegion } from '@/components/ui/toaster-lazy';

// staff only: not part of a visitor's first load
const AdminTopBar = lazy(() =>
  import('@/components/layout/admin-top-bar').then((m) => ({ default: m.AdminTopBar })),
);

/**
 * A page opened inside the app starts at its top. The page the server sent is left where the browser
 * put it: a reader may scroll (or tap a card further down) before hydration, and a reload restores the
 * old position; scrolling then would move the page under their finger (a tap's mousedown and mouseup
 * would land on different elements, and the tap would be lost).
 */
function ScrollToTop() {
  const [pathname] = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Header, main content and footer around every route; browser-only parts (the navigation's progress
 * bar, toasts, dialog) at the end.
 * The admin area (`area="admin"`) has its own slim top bar instead, and no footer, newsletter or
 * contact button: staff work there, visitors never see it.
 */
export function SiteLayout({
  children,
  area = 'public',
}: {
  children: ReactNode;
  area?: 'public' | 'admin';
}) {
  const admin = area === 'admin';
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        insetInlineStart="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        color="brand.fg"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        <a href="#main">דילוג לתוכן הראשי</a>
      </Box>
      {admin ? (
        <Suspense fallback={null}>
          <AdminTopBar />
        </Suspense>
      ) : (
        <SiteHeader />
      )}
      <Box
        as="main"
        id="main"
        flex="1"
        minW="0"
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        // the admin menu's column runs the whole height
        {...(admin ? { display: 'flex', flexDirection: 'column' } : {})}
      >
        {children}
      </Box>
      {!admin && <ContactFab />}
      {!admin && <SiteFooter />}
      <ScrollToTop />
      <NavigationProgress />
      <ClientOnly>
        <ToasterRegion />
        <LoginDialogHost />
      </ClientOnly>
    </Flex>
  );
}
