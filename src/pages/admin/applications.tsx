// screen: issue #10 item 4 (travel insurance requests)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { useEffect, useRef, useState } from 'react';
import { type ApplicationRow, applicationColumns } from '@/components/admin-applications/applications-list';
import { ApplicationDetailsDialog } from '@/components/admin-applications/details-dialog';
import { formatNumber } from '@/components/admin-applications/format';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import { statusListQuery, useSearchableListParams } from '@/components/admin-ui/use-url-list-params';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@/shared/travel-admin';

const listQuery = statusListQuery(applicationStatuses);

/** The visible 'פרטים' button of a request (the table's or the card's, whichever the width shows). */
function detailsButton(id: number): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-details-for="${id}"]`);
  return [...buttons].find((button) => button.getClientRects().length > 0) ?? null;
}

function summaryOf(counts: Record<ApplicationStatus, number>): string {
  const total = counts.pending + counts.approved + counts.rejected;
  const all = total === 1 ? 'בקשה אחת' : `${formatNumber(total)} בקשות`;
  const waiting =
    counts.pending === 0
      ? 'אין בקשות שממתינות לטיפול'
      : counts.pending === 1
        ? 'אחת ממתינה לטיפול'
        : `${formatNumber(counts.pending)} ממתינות לטיפול`;
  return `${all} · ${waiting}`;
}

function AdminApplicationsPage() {
  const utils = trpc.useUtils();
  const { params, update, searchText, setSearchText } = useSearchableListParams(listQuery);
  const list = trpc.admin.travel.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      status: params.status,
      search: params.search || undefined,
    },
    // the previous page stays on screen while the next one loads: no empty table in between
    { placeholderData: (previous) => previous },
  );
  const data = list.data;

  const setStatus = trpc.admin.travel.setStatus.useMutation({
    onSuccess: async (updated) => {
      toaster.success({
        title: 'הסטטוס עודכן בהצלחה',
        description: `${updated.fullName}: ${applicationStatusLabels[updated.status]}`,
      });
      utils.admin.travel.get.setData({ id: updated.id }, (old) => old && { ...old, ...updated });
      await utils.admin.travel.list.invalidate();
    },
    onError: (error) =>
      toaster.error({
        title: 'עדכון הסטטוס נכשל',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });

  const [selected, setSelected] = useState<ApplicationRow | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const results = useRef<HTMLDivElement>(null);

  // a row's approve/reject button is gone once the request is no longer pending: when the change has
  // landed and the list is redrawn, focus moves from the vanished button to the row's details button
  const focusAfter = useRef<{ id: number; trigger: Element | null } | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || setStatus.isPending || list.isFetching) return;
    focusAfter.current = null;
    if (wanted.trigger?.isConnected || document.activeElement !== document.body) return;
    (detailsButton(wanted.id) ?? results.current)?.focus();
  }, [setStatus.isPending, list.isFetching]);

  const changeStatus = (row: ApplicationRow, status: ApplicationStatus) =>
    setStatus.mutate({ id: row.id, status });
  const filtered = Boolean(params.search || params.status);
  const columns = applicationColumns({
    onDetails: (row, button) => {
      opener.current = button;
      setSelected(row);
      setOpen(true);
    },
    onSetStatus: (row, status) => {
      focusAfter.current = { id: row.id, trigger: document.activeElement };
      changeStatus(row, status);
    },
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
  });

  return (
    <>
      <AdminPageHeader
        title="בקשות לביטוח נסיעות"
        summary={data && !params.search ? summaryOf(data.counts) : undefined}
      />
      <ListToolbar
        searchLabel="חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה"
        searchText={searchText}
        onSearchText={setSearchText}
      >
        <StatusChips
          statuses={applicationStatuses}
          labels={applicationStatusLabels}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
          counts={data?.counts}
        />
      </ListToolbar>
      <AdminList
        noun="הבקשות"
        query={list}
        columns={columns}
        rowKey={(row) => row.id}
        page={params.page}
        pageSize={params.pageSize}
        onPage={update}
        none="לא נמצאו בקשות"
        resultsRef={results}
        empty={
          filtered
            ? { title: 'לא נמצאו בקשות מתאימות', text: 'נסו חיפוש אחר או הציגו את כל הסטטוסים.' }
            : {
                title: 'אין בקשות עדיין',
                text: 'בקשות שיישלחו בטופס ביטוח הנסיעות יופיעו כאן, החדשות ביותר למעלה.',
              }
        }
      />
      <ApplicationDetailsDialog
        row={selected}
        open={open}
        onClose={() => setOpen(false)}
        returnFocus={() =>
          (opener.current?.isConnected && opener.current.getClientRects().length > 0
            ? opener.current
            : selected && detailsButton(selected.id)) ?? results.current
        }
        onSetStatus={changeStatus}
        busy={setStatus.isPending}
      />
    </>
  );
}

export default AdminApplicationsPage;
