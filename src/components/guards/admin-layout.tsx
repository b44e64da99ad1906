import { Box, Button, Flex } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { StepUpHost } from '@/components/second-factor/step-up-host';
import { AdminNavList, sectionOf } from './admin-nav';
import SessionExpired from './session-expired';

// the drawer's code loads on first use
const AdminNavDrawer = lazy(() => import('./admin-nav-drawer').then((m) => ({ default: m.AdminNavDrawer })));

/**
 * The admin area around a page: the side menu on the reading side (a drawer below `lg`), the
 * breadcrumb ('ניהול' › section › page) and the notice that the session has ended.
 */
export default function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'loaded'>('closed');
  const section = sectionOf(pathname);
  const crumbs = [
    { name: 'ניהול', path: '/admin' },
    // a page inside a section (/admin/blog/new) names its section too
    ...(section && section.to !== pathname ? [{ name: section.label, path: section.to }] : []),
    { name: title, path: pathname },
  ];

  return (
    <Flex align="stretch" flex="1">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink="0"
        borderInlineEndWidth="1px"
        bg="bg.subtle"
      >
        <Box as="nav" aria-label="אזורי ניהול" position="sticky" top="14" p="4">
          <AdminNavList />
        </Box>
      </Box>
      <Box flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
        <Flex align="center" gap="3" wrap="wrap" mb={{ base: '4', md: '6' }}>
          <Button
            hideFrom="lg"
            size="sm"
            variant="outline"
            aria-haspopup="dialog"
            aria-expanded={drawer === 'open'}
            onClick={() => setDrawer('open')}
          >
            <Menu aria-hidden="true" />
            תפריט ניהול
          </Button>
          <Breadcrumbs label="נתיב ניהול" items={crumbs} />
        </Flex>
        {children}
      </Box>
      {drawer !== 'closed' && (
        <Suspense fallback={null}>
          <AdminNavDrawer open={drawer === 'open'} onClose={() => setDrawer('loaded')} />
        </Suspense>
      )}
      <SessionExpired />
      <StepUpHost />
    </Flex>
  );
}
