import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ClientOnly } from '@/components/client-only';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageLoading } from '@/components/layout/page-loading';
import { PageMeta } from '@/components/seo/page-meta';
import { useSession } from '@/lib/use-session';
import type { GuardedMeta } from '@/routes';
import { Forbidden } from './forbidden';
import { SessionError } from './session-error';

const sections = [
  { to: '/admin', label: 'לוח בקרה' },
  { to: '/admin/blog', label: 'בלוג' },
  { to: '/admin/members', label: 'חברים' },
  { to: '/admin/applications', label: 'בקשות ביטוח נסיעות' },
  { to: '/admin/contact-messages', label: 'פניות' },
  { to: '/admin/newsletter', label: 'ניוזלטר' },
];

function AdminLayout({ section, children }: { section: string; children: ReactNode }) {
  return (
    <Box maxW="7xl" mx="auto" px="4" py="8">
      <Breadcrumbs
        label="נתיב ניהול"
        items={[
          { name: 'ניהול', path: '/admin' },
          { name: section, path: '#section' },
        ]}
      />
      <Flex
        as="nav"
        aria-label="אזורי ניהול"
        gap="2"
        wrap="wrap"
        mt="4"
        mb="8"
        borderBottomWidth="1px"
        pb="3"
      >
        {sections.map((item) => (
          <Box
            asChild
            key={item.to}
            px="3"
            py="1.5"
            borderRadius="md"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
          >
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </Box>
        ))}
      </Flex>
      {children}
    </Box>
  );
}

function AdminGuard({ meta, children }: { meta: GuardedMeta; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'error') return <SessionError retry={session.retry} />;
  if (session.status === 'anonymous' || session.user.role !== 'admin') return <Forbidden />;
  return <AdminLayout section={meta.title}>{children}</AdminLayout>;
}

/** Every /admin route: metadata on the server, then (browser only) 'loading' → 403 or the admin layout. */
export function AdminArea({ meta, children }: { meta: GuardedMeta; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={`${meta.title} – ניהול`} description={meta.description} path={pathname} noindex />
      <ClientOnly fallback={<PageLoading />}>
        <AdminGuard meta={meta}>{children}</AdminGuard>
      </ClientOnly>
    </>
  );
}
