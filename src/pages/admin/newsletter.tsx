// Newsletter subscribers.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).

import { AdminPageHeader, countOf, DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import { AdminList, type Column } from '@/components/admin-ui/admin-list';
import { CsvLink, ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import {
  keepPreviousPage,
  listInput,
  statusListQuery,
  useSearchableListParams,
} from '@/components/admin-ui/use-url-list-params';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import { israelToday } from '@/shared/israel-time';
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
  const listParams = useSearchableListParams(listQuery);
  const { params } = listParams;
  const list = trpc.admin.newsletter.list.useQuery(listInput(params), keepPreviousPage);
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
        actions={
          <CsvLink
            href="/api/admin/newsletter.csv"
            fileName={`newsletter-subscribers-${israelToday()}.csv`}
          />
        }
      />
      <ListToolbar searchLabel="חיפוש לפי דוא״ל" search={listParams}>
        <StatusChips
          statuses={subscriberStatuses}
          labels={subscriberStatusLabels}
          filter={listParams}
          counts={counts}
        />
      </ListToolbar>
      <AdminList
        noun="המנויים"
        query={list}
        paging={listParams}
        columns={columns}
        rowKey={(s) => s.email}
        none="לא נמצאו מנויים"
        filtered={filtered}
        empty={{ title: 'אין מנויים עדיין', text: 'מי שיירשם לניוזלטר בתחתית האתר יופיע כאן.' }}
        noMatch={{ title: 'לא נמצאו מנויים מתאימים', text: 'נסו חיפוש אחר או הציגו את כל הסטטוסים.' }}
      />
    </>
  );
}

export default AdminNewsletterPage;
