// Registered customers, as staff see them (search, paging).
// Rendered inside the admin guard and layout, browser only; its <PageMeta> and breadcrumb come from src/routes.ts.
import { UserRound } from 'lucide-react';
import { customerColumns } from '@/components/admin-customers/customers-list';
import { countText } from '@/components/admin-customers/format';
import { useCustomerParams } from '@/components/admin-customers/use-customer-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { CsvLink, csvHref, ListToolbar, SelectFilter } from '@/components/admin-ui/list-toolbar';
import { keepPreviousPage, listInput } from '@/components/admin-ui/use-url-list-params';
import { trpc } from '@/lib/trpc';
import { israelToday } from '@/shared/israel-time';

const roleChoices = [
  { value: '', label: 'כל המשתמשים' },
  { value: 'user', label: 'לקוחות' },
  { value: 'admin', label: 'מנהלים' },
] as const;

function AdminCustomersPage() {
  const listParams = useCustomerParams();
  const { params, update } = listParams;
  const list = trpc.admin.customers.list.useQuery(
    { ...listInput(params), role: params.role || undefined },
    keepPreviousPage,
  );
  const data = list.data;
  const filtered = Boolean(params.search || params.role);

  return (
    <>
      <AdminPageHeader
        title="לקוחות"
        summary={data && !filtered ? countText(data.total, 'משתמש רשום אחד', 'משתמשים רשומים') : undefined}
        actions={
          <CsvLink
            href={csvHref('/api/admin/users.csv', { q: params.search, role: params.role })}
            fileName={`customers-${israelToday()}.csv`}
          />
        }
      />
      <ListToolbar searchLabel="חיפוש לפי שם, שם משתמש, דוא״ל או טלפון" search={listParams}>
        <SelectFilter
          label="תפקיד"
          value={params.role}
          options={roleChoices}
          onChange={(role) => update({ role: role as typeof params.role, page: 1 })}
        />
      </ListToolbar>
      <AdminList
        noun="הלקוחות"
        query={list}
        columns={customerColumns}
        rowKey={(customer) => customer.id}
        paging={listParams}
        none="לא נמצאו לקוחות"
        failedTitle="טעינת הלקוחות נכשלה"
        filtered={filtered}
        empty={{
          icon: <UserRound size={40} />,
          title: 'אין עדיין משתמשים רשומים',
          text: 'משתמשים שיירשמו באתר יופיעו כאן.',
        }}
        noMatch={{ title: 'לא נמצאו לקוחות מתאימים', text: 'נסו חיפוש אחר.' }}
      />
    </>
  );
}

export default AdminCustomersPage;
