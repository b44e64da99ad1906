// Registered customers, as staff see them (search, paging).
// Rendered inside the admin guard and layout, browser only; its <PageMeta> and breadcrumb come from src/routes.ts.
import { UserRound } from 'lucide-react';
import { customerColumns } from '@/components/admin-customers/customers-list';
import { countText } from '@/components/admin-customers/format';
import { useCustomerParams } from '@/components/admin-customers/use-customer-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { ListToolbar, SelectFilter } from '@/components/admin-ui/list-toolbar';
import { trpc } from '@/lib/trpc';

const roleChoices = [
  { value: '', label: 'כל המשתמשים' },
  { value: 'user', label: 'לקוחות' },
  { value: 'admin', label: 'מנהלים' },
] as const;

function AdminCustomersPage() {
  const { params, update, searchText, setSearchText } = useCustomerParams();
  const list = trpc.admin.customers.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      role: params.role || undefined,
    },
    // the previous page stays on screen while the next one loads
    { placeholderData: (previous) => previous },
  );
  const data = list.data;
  const filtered = Boolean(params.search || params.role);

  return (
    <>
      <AdminPageHeader
        title="לקוחות"
        summary={data && !filtered ? countText(data.total, 'משתמש רשום אחד', 'משתמשים רשומים') : undefined}
      />
      <ListToolbar
        searchLabel="חיפוש לפי שם, שם משתמש, דוא״ל או טלפון"
        searchText={searchText}
        onSearchText={setSearchText}
      >
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
        page={params.page}
        pageSize={params.pageSize}
        onPage={update}
        none="לא נמצאו לקוחות"
        failedTitle="טעינת הלקוחות נכשלה"
        empty={{
          icon: <UserRound size={40} />,
          ...(filtered
            ? { title: 'לא נמצאו לקוחות מתאימים', text: 'נסו חיפוש אחר.' }
            : { title: 'אין עדיין משתמשים רשומים', text: 'משתמשים שיירשמו באתר יופיעו כאן.' }),
        }}
      />
    </>
  );
}

export default AdminCustomersPage;
