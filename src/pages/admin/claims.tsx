// The claims queue: customers' claims, newest first, by status and search.
// Rendered inside the admin guard and layout, browser only; its <PageMeta> and breadcrumb come from src/routes.ts.
import { FileWarning } from 'lucide-react';
import { claimColumns } from '@/components/admin-claims/claims-list';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import {
  keepPreviousPage,
  listInput,
  statusListQuery,
  useSearchableListParams,
} from '@/components/admin-ui/use-url-list-params';
import { trpc } from '@/lib/trpc';
import { claimStatuses, claimStatusLabels } from '@/shared/claims';

const listQuery = statusListQuery(claimStatuses);

function AdminClaimsPage() {
  const listParams = useSearchableListParams(listQuery);
  const { params } = listParams;
  const list = trpc.admin.claims.list.useQuery(listInput(params), keepPreviousPage);
  const filtered = Boolean(params.search || params.status);
  return (
    <>
      <AdminPageHeader
        title="תביעות"
        summary="התביעות שלקוחות הגישו מהאזור האישי, עם המועדים של חברת הביטוח לאישור קבלה ולהחלטה."
      />
      <ListToolbar searchLabel="חיפוש לפי מספר תביעה, שם לקוח או מספר פוליסה" search={listParams}>
        <StatusChips statuses={claimStatuses} labels={claimStatusLabels} filter={listParams} />
      </ListToolbar>
      <AdminList
        noun="התביעות"
        query={list}
        columns={claimColumns}
        rowKey={(claim) => claim.id}
        paging={listParams}
        none="לא נמצאו תביעות"
        failedTitle="טעינת התביעות נכשלה"
        filtered={filtered}
        empty={{
          icon: <FileWarning size={40} />,
          title: 'אין עדיין תביעות',
          text: 'תביעות שלקוחות יגישו מהאזור האישי יופיעו כאן.',
        }}
        noMatch={{ title: 'לא נמצאו תביעות מתאימות', text: 'נסו חיפוש אחר או סטטוס אחר.' }}
      />
    </>
  );
}

export default AdminClaimsPage;
