// Newsletter subscribers.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { AdminPageHeader, countOf, DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import { AdminList, type Column } from '@/components/admin-ui/admin-list';
import { CsvLink, ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import { statusListQuery, useSearchableListParams } from '@/components/admin-ui/use-url-list-params';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import { subscriberStatuses, subscriberStatusLabels } from '@/shared/newsletter';

type Subscriber = RouterOutputs['admin']['newsletter']['list']['items'][number];

const listQuery = statusListQuery(subscriberStatuses);

const columns: Column<Subscriber>[] = [
  { header: 'דוא״ל', cell: (s) => <bdi dir="ltr">{s.email}</bdi>, card: 'title' },
  {
    header: 'סטטוס',
    card: 'aside',
    cell: (s) => (
      <StatusBadge tone={s.status === 'active' ? 'done' : 'muted'}>
        {subscriberStatusLabels[s.status]}
      </StatusBadge>
    ),
  },
  { header: 'תאריך הרשמה', cell: (s) => <DateTime value={s.subscribedAt} /> },
  { header: 'תאריך הסכמה לדיוור', cell: (s) => <DateTime value={s.consentAt} /> },
  { header: 'תאריך הסרה', cell: (s) => <DateTime value={s.unsubscribedAt} /> },
];

function AdminNewsletterPage() {
  const { params, update, searchText, setSearchText } = useSearchableListParams(listQuery);
  const list = trpc.admin.newsletter.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      status: params.status,
    },
    { placeholderData: (previous) => previous },
  );
  const counts = list.data?.counts;
  const all = counts && counts.active + counts.unsubscribed;
  const filtered = Boolean(params.search || params.status);

  return (
    <>
      <AdminPageHeader
        title="מנויי הניוזלטר"
        summary={
          counts && all && !params.search
            ? `${countOf(counts.active, 'מנוי פעיל אחד', 'מנויים פעילים')} (${countOf(all, 'נרשם אחד', 'נרשמים')} בסך הכול)`
            : undefined
        }
        actions={<CsvLink href="/api/admin/newsletter.csv" />}
      />
      <ListToolbar searchLabel="חיפוש לפי דוא״ל" searchText={searchText} onSearchText={setSearchText}>
        <StatusChips
          statuses={subscriberStatuses}
          labels={subscriberStatusLabels}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
          counts={counts}
        />
      </ListToolbar>
      <AdminList
        noun="המנויים"
        query={list}
        columns={columns}
        rowKey={(s) => s.email}
        page={params.page}
        pageSize={params.pageSize}
        onPage={update}
        none="לא נמצאו מנויים"
        empty={
          filtered
            ? { title: 'לא נמצאו מנויים מתאימים', text: 'נסו חיפוש אחר או הציגו את כל הסטטוסים.' }
            : { title: 'אין מנויים עדיין', text: 'מי שיירשם לניוזלטר בתחתית האתר יופיע כאן.' }
        }
      />
    </>
  );
}

export default AdminNewsletterPage;
