import { Box, chakra, Flex, Table } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime, QueryTable, StatusBadge } from '@/components/admin-inbox/admin-table';
import { RecordCard, RecordCards } from '@/components/admin-ui/record-cards';
import { customerRoleLabels } from '@/shared/account';
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

/** Below `lg`: one card per user. */
function Cards({ rows }: { rows: readonly CustomerRow[] }) {
  return (
    <RecordCards label="רשימת הלקוחות">
      {rows.map((customer) => (
        <RecordCard
          key={customer.id}
          title={<NameLink customer={customer} />}
          aside={<CustomerBadges role={customer.role} blocked={customer.blocked} />}
          fields={[
            ['שם משתמש', <bdi key="u">{customer.username}</bdi>],
            [
              'דוא״ל',
              <bdi key="e" dir="ltr">
                {customer.email}
              </bdi>,
            ],
            ['טלפון', <Phone key="טלפון" phone={customer.phone} />],
            ['כניסה אחרונה', <DateTime key="כניסה אחרונה" value={customer.lastLogin} />],
          ]}
        />
      ))}
    </RecordCards>
  );
}

/** One page of users: a table from `lg`, cards below; loading, failure and empty states. */
export function CustomersList({
  query,
  rows,
  filtered,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  rows: readonly CustomerRow[] | undefined;
  filtered: boolean;
}) {
  return (
    <QueryTable
      query={{ status: query.status, data: rows, refetch: query.refetch }}
      label="טבלת הלקוחות"
      columns={['לקוח', 'שם משתמש', 'דוא״ל', 'טלפון', 'תפקיד ומצב', 'נרשם', 'כניסה אחרונה']}
      failedTitle="טעינת הלקוחות נכשלה"
      emptyIcon={<UserRound size={40} />}
      emptyTitle={filtered ? 'לא נמצאו לקוחות מתאימים' : 'אין עדיין משתמשים רשומים'}
      emptyText={filtered ? 'נסו חיפוש אחר.' : 'משתמשים שיירשמו באתר יופיעו כאן.'}
      narrow={rows && <Cards rows={rows} />}
    >
      {rows?.map((customer) => (
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
    </QueryTable>
  );
}
