import { Box, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import { ScrollRegion } from '@/components/admin-inbox/scroll-region';
import { PageLoading } from '@/components/layout/page-loading';
import { ListMessage } from '@/components/ui/list-message';
import { customerRoleLabels } from '@/shared/account';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import { phoneText } from './format';

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

function Phone({ phone }: { phone: string | null }) {
  if (!phone) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>אין</chakra.span>
      </>
    );
  }
  return (
    <chakra.span dir="ltr" whiteSpace="nowrap">
      {phoneText(phone)}
    </chakra.span>
  );
}

function Cards({ rows }: { rows: readonly CustomerRow[] }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      aria-label="רשימת הלקוחות"
    >
      {rows.map((customer) => (
        <Box as="li" key={customer.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <NameLink customer={customer} />
            <CustomerBadges role={customer.role} blocked={customer.blocked} />
          </Flex>
          <Box
            as="dl"
            mt="3"
            display="grid"
            gridTemplateColumns="auto minmax(0, 1fr)"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            css={{
              '& dt': { color: 'fg.muted' },
              '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>שם משתמש</dt>
            <dd dir="auto">{customer.username}</dd>
            <dt>דוא״ל</dt>
            <dd dir="ltr">{customer.email}</dd>
            <dt>טלפון</dt>
            <dd>
              <Phone phone={customer.phone} />
            </dd>
            <dt>כניסה אחרונה</dt>
            <dd>
              <DateTime value={customer.lastLogin} />
            </dd>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One page of users: a table from `lg`, cards below; loading, failure and empty states. */
export function CustomersList({
  query,
  rows,
  filtered,
  retry,
}: {
  query: { status: 'pending' | 'error' | 'success' };
  rows: readonly CustomerRow[] | undefined;
  filtered: boolean;
  retry: ReactNode;
}) {
  if (query.status === 'pending') return <PageLoading />;
  if (query.status === 'error') {
    return (
      <ListMessage alert>
        <Text fontWeight="bold" color="red.700">
          טעינת הלקוחות נכשלה
        </Text>
        <Text mt="1" color="fg">
          ייתכן שיש בעיה זמנית בחיבור לשרת.
        </Text>
        {retry}
      </ListMessage>
    );
  }
  if (!rows?.length) {
    return (
      <ListMessage>
        <Box display="inline-flex" color="fg.subtle" aria-hidden="true">
          <UserRound size={40} />
        </Box>
        <Text mt="3" fontWeight="bold" fontSize="lg" color="fg">
          {filtered ? 'לא נמצאו לקוחות מתאימים' : 'אין עדיין משתמשים רשומים'}
        </Text>
        <Text mt="1">{filtered ? 'נסו חיפוש אחר.' : 'משתמשים שיירשמו באתר יופיעו כאן.'}</Text>
      </ListMessage>
    );
  }
  return (
    <>
      <Box hideFrom="lg">
        <Cards rows={rows} />
      </Box>
      <ScrollRegion label="טבלת הלקוחות" hideBelow="lg">
        <Table.Root recipe={tableSlotRecipe} size="md" interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>לקוח</Table.ColumnHeader>
              <Table.ColumnHeader>שם משתמש</Table.ColumnHeader>
              <Table.ColumnHeader>דוא״ל</Table.ColumnHeader>
              <Table.ColumnHeader>טלפון</Table.ColumnHeader>
              <Table.ColumnHeader>תפקיד ומצב</Table.ColumnHeader>
              <Table.ColumnHeader>נרשם</Table.ColumnHeader>
              <Table.ColumnHeader>כניסה אחרונה</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((customer) => (
              <Table.Row key={customer.id}>
                <Table.Cell>
                  <NameLink customer={customer} />
                </Table.Cell>
                <Table.Cell dir="auto">{customer.username}</Table.Cell>
                <Table.Cell>
                  <chakra.span dir="ltr" overflowWrap="anywhere">
                    {customer.email}
                  </chakra.span>
                </Table.Cell>
                <Table.Cell>
                  <Phone phone={customer.phone} />
                </Table.Cell>
                <Table.Cell>
                  <CustomerBadges role={customer.role} blocked={customer.blocked} />
                </Table.Cell>
                <Table.Cell>
                  <DateTime value={customer.createdAt} />
                </Table.Cell>
                <Table.Cell>
                  <DateTime value={customer.lastLogin} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </>
  );
}
