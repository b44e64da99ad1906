import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { NoValue } from '@/components/admin-ui/cells';
import { formatPhone } from '@/shared/contact';
import { customerRoleLabels } from '@/shared/customers';

/** A row of `admin.customers.list`. */
export interface CustomerRow {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
  fullName: string | null;
  phone: string | null;
  createdAt: Date | string;
  lastLogin: Date | string | null;
  blocked: boolean;
}

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** The customer's name (or user name) as the link to their page. */
function NameLink({ customer }: { customer: CustomerRow }) {
  return (
    <Box
      asChild
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      overflowWrap="anywhere"
      _focusVisible={focusRing}
    >
      <Link to={`/admin/customers/${customer.id}`}>{customer.fullName || customer.username}</Link>
    </Box>
  );
}

/** Role and lock as badges: 'מנהל' in the brand's colour, 'חסום' in red. */
export function CustomerBadges({ role, blocked }: { role: 'user' | 'admin'; blocked: boolean }) {
  return (
    <Flex gap="2" wrap="wrap">
      <StatusBadge tone={role === 'admin' ? 'new' : 'muted'}>{customerRoleLabels[role]}</StatusBadge>
      {blocked && <StatusBadge tone="danger">חסום</StatusBadge>}
    </Flex>
  );
}

const Phone = ({ phone }: { phone: string | null }) =>
  phone ? (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatPhone(phone)}
    </bdi>
  ) : (
    <NoValue />
  );

/** The users' columns: the name links to the user's page. */
export const customerColumns: Column<CustomerRow>[] = [
  { header: 'לקוח', card: 'title', cell: (c) => <NameLink customer={c} /> },
  { header: 'שם משתמש', cell: (c) => <bdi>{c.username}</bdi> },
  {
    header: 'דוא״ל',
    cell: (c) => (
      <Box as="bdi" dir="ltr" overflowWrap="anywhere">
        {c.email}
      </Box>
    ),
  },
  { header: 'טלפון', cell: (c) => <Phone phone={c.phone} /> },
  { header: 'תפקיד ומצב', card: 'aside', cell: (c) => <CustomerBadges role={c.role} blocked={c.blocked} /> },
  { header: 'נרשם', card: 'none', cell: (c) => <DateTime value={c.createdAt} /> },
  { header: 'כניסה אחרונה', cell: (c) => <DateTime value={c.lastLogin} /> },
];
