// screen: issue #10 item 4 (travel insurance requests)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { type ApplicationRow, ApplicationsList } from '@/components/admin-applications/applications-list';
import { ApplicationDetailsDialog } from '@/components/admin-applications/details-dialog';
import { formatNumber } from '@/components/admin-applications/format';
import { ListFilters } from '@/components/admin-applications/list-filters';
import { useListParams } from '@/components/admin-applications/use-list-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { ListPager, rangeText } from '@/components/admin-ui/list-pager';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import {
  APPLICATIONS_PAGE_SIZES,
  type ApplicationStatus,
  applicationStatusLabels,
} from '@/shared/travel-admin';

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
  const { params, update, searchText, setSearchText } = useListParams();
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

  // a page past the end (the last row of the last page was filtered away, or a stale link): the last page
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages) {
      update({ page: pages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, params.page, pages, update]);

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
  const stale = list.isPlaceholderData && list.isFetching;

  return (
    <>
      <AdminPageHeader
        title="בקשות לביטוח נסיעות"
        summary={data && !params.search ? summaryOf(data.counts) : undefined}
      />
      <ListFilters
        searchText={searchText}
        onSearchText={setSearchText}
        status={params.status}
        onStatus={(status) => update({ status, page: 1 })}
        counts={data?.counts}
      />
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : rangeText(data.page, data.pageSize, data.total, 'לא נמצאו בקשות'))}
      </Text>
      <Box
        ref={results}
        tabIndex={-1}
        outline="none"
        aria-busy={stale}
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <ApplicationsList
          query={list}
          rows={data?.items}
          filtered={filtered}
          actions={{
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
          }}
        />
      </Box>
      {data && data.total > 0 && (
        <ListPager
          label="עמודי הבקשות"
          page={params.page}
          pageSizes={APPLICATIONS_PAGE_SIZES}
          pageSize={params.pageSize}
          total={data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
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
