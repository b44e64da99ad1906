// The admin's travel insurance requests.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { useEffect, useRef, useState } from 'react';
import { type ApplicationRow, applicationColumns } from '@/components/admin-applications/applications-list';
import { type Decision, DecisionDialog } from '@/components/admin-applications/decision-dialog';
import { ApplicationDetailsDialog } from '@/components/admin-applications/details-dialog';
import { formatNumber } from '@/components/admin-applications/format';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { CsvLink, csvHref, ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import {
  keepPreviousPage,
  listInput,
  statusListQuery,
  useSearchableListParams,
} from '@/components/admin-ui/use-url-list-params';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, fieldIssues, trpc } from '@/lib/trpc';
import { israelToday } from '@/shared/israel-time';
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
  const listParams = useSearchableListParams(listQuery);
  const { params } = listParams;
  const list = trpc.admin.travel.list.useQuery(listInput(params), keepPreviousPage);
  const data = list.data;

  // approve and reject wait for their confirmation here; the customer is mailed about either
  const [decision, setDecision] = useState<Decision | null>(null);
  const [deciding, setDeciding] = useState(false);
  const [decisionError, setDecisionError] = useState<{ message: string; reason?: string }>();
  const decisionOpener = useRef<HTMLElement | null>(null);

  const setStatus = trpc.admin.travel.setStatus.useMutation({
    onSuccess: async (updated, sent) => {
      const mailed = sent.status !== 'pending';
      setDeciding(false);
      toaster.success({
        title: 'הסטטוס עודכן בהצלחה',
        description: `${updated.fullName}: ${applicationStatusLabels[updated.status]}${mailed ? ' · הודעה נשלחת ללקוח בדוא״ל' : ''}`,
      });
      // only the status: the answer's ID and passport numbers are masked, the open details' are whole
      utils.admin.travel.get.setData({ id: updated.id }, (old) => old && { ...old, status: updated.status });
      await utils.admin.travel.list.invalidate();
    },
    onError: (error, sent) => {
      const message = errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.');
      // a confirmed decision: the answer stays in its dialog, beside the button
      if (sent.status !== 'pending') {
        setDecisionError({ message, reason: fieldIssues(error).reason });
        return;
      }
      toaster.error({ title: 'עדכון הסטטוס נכשל', description: message });
    },
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

  /** where focus returns when a dialog closes: its opener while on screen, else the row's details button */
  const focusTarget = (element: HTMLElement | null, id: number | undefined) =>
    (element?.isConnected && element.getClientRects().length > 0 ? element : null) ??
    (id === undefined ? null : detailsButton(id)) ??
    results.current;

  /** pending is sent at once; approve and reject open their confirmation */
  const changeStatus = (row: ApplicationRow, status: ApplicationStatus, opener: HTMLElement) => {
    if (status === 'pending') return setStatus.mutate({ id: row.id, status });
    decisionOpener.current = opener;
    setDecisionError(undefined);
    setDecision({ row, status });
    setDeciding(true);
  };
  const filtered = Boolean(params.search || params.status);
  const columns = applicationColumns({
    onDetails: (row, button) => {
      opener.current = button;
      setSelected(row);
      setOpen(true);
    },
    onDecide: changeStatus,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
  });

  return (
    <>
      <AdminPageHeader
        title="בקשות לביטוח נסיעות"
        summary={data && !params.search ? summaryOf(data.counts) : undefined}
        actions={
          <CsvLink
            href={csvHref('/api/admin/travel-insurance.csv', { q: params.search, status: params.status })}
            fileName={`travel-requests-${israelToday()}.csv`}
          />
        }
      />
      <ListToolbar searchLabel="חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה" search={listParams}>
        <StatusChips
          statuses={applicationStatuses}
          labels={applicationStatusLabels}
          filter={listParams}
          counts={data?.counts}
        />
      </ListToolbar>
      <AdminList
        noun="הבקשות"
        query={list}
        paging={listParams}
        columns={columns}
        rowKey={(row) => row.id}
        none="לא נמצאו בקשות"
        resultsRef={results}
        filtered={filtered}
        empty={{
          title: 'אין בקשות עדיין',
          text: 'בקשות שיישלחו בטופס ביטוח הנסיעות יופיעו כאן, החדשות ביותר למעלה.',
        }}
        noMatch={{ title: 'לא נמצאו בקשות מתאימות', text: 'נסו חיפוש אחר או הציגו את כל הסטטוסים.' }}
      />
      <ApplicationDetailsDialog
        row={selected}
        open={open}
        onClose={() => setOpen(false)}
        returnFocus={() => focusTarget(opener.current, selected?.id)}
        onSetStatus={changeStatus}
        busy={setStatus.isPending}
      />
      <DecisionDialog
        decision={decision}
        open={deciding}
        pending={setStatus.isPending}
        error={decisionError}
        onClose={() => setDeciding(false)}
        returnFocus={() => focusTarget(decisionOpener.current, decision?.row.id)}
        onConfirm={(reason) => {
          if (!decision) return;
          // the row's approve/reject buttons go once the change lands: focus then moves to its details
          focusAfter.current = { id: decision.row.id, trigger: decisionOpener.current };
          setDecisionError(undefined);
          setStatus.mutate({ id: decision.row.id, status: decision.status, reason });
        }}
      />
    </>
  );
}

export default AdminApplicationsPage;
