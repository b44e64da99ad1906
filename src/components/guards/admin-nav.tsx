import { Box, Stack } from '@chakra-ui/react';
import {
  Briefcase,
  CalendarClock,
  FileWarning,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Newspaper,
  Plane,
  ScrollText,
  UserRound,
  Users,
} from 'lucide-react';
import { NavLink } from '@/components/ui/nav-link';

interface Section {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The admin area's sections, in the side menu's order. */
export const adminSections: readonly Section[] = [
  { to: '/admin', label: 'לוח בקרה', icon: LayoutDashboard },
  { to: '/admin/blog', label: 'בלוג', icon: Newspaper },
  { to: '/admin/applications', label: 'בקשות לביטוח נסיעות', icon: Plane },
  { to: '/admin/portfolio-reviews', label: 'בדיקות תיק ביטוחי', icon: Briefcase },
  { to: '/admin/customers', label: 'לקוחות', icon: UserRound },
  { to: '/admin/renewals', label: 'חידושים', icon: CalendarClock },
  { to: '/admin/claims', label: 'תביעות', icon: FileWarning },
  { to: '/admin/members', label: 'חברים', icon: Users },
  { to: '/admin/contact-messages', label: 'פניות', icon: Inbox },
  { to: '/admin/newsletter', label: 'מנויי ניוזלטר', icon: Mail },
  { to: '/admin/audit-log', label: 'יומן פעולות', icon: ScrollText },
];

/** The section a path belongs to (/admin/blog/new → בלוג), for the breadcrumb. */
export function sectionOf(pathname: string): Section | undefined {
  return adminSections.find(
    (s) => s.to !== '/admin' && (pathname === s.to || pathname.startsWith(`${s.to}/`)),
  );
}

/**
 * The section links. NavLink marks the current one with aria-current="page", sub-pages included
 * (/admin/blog/new under בלוג); the dashboard only on /admin itself.
 */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
      {adminSections.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Box
            asChild
            display="flex"
            alignItems="center"
            gap="3"
            px="3"
            py="2.5"
            borderRadius="md"
            fontWeight="medium"
            color="fg"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
            css={{
              '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
              '&[aria-current=page] svg': { color: 'brand.fg' },
            }}
          >
            <NavLink to={to} end={to === '/admin'} onClick={onNavigate}>
              <Box as="span" display="inline-flex" color="fg.muted" aria-hidden="true">
                <Icon size={18} />
              </Box>
              {label}
            </NavLink>
          </Box>
        </li>
      ))}
    </Stack>
  );
}
