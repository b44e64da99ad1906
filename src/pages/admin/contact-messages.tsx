// The contact inbox.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, chakra, Stack } from '@chakra-ui/react';
import { Check, RotateCcw } from 'lucide-react';
import { AdminPageHeader, countOf, DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import { AdminList, type Column } from '@/components/admin-ui/admin-list';
import { EmailLink, PhoneLink, RowButton } from '@/components/admin-ui/cells';
import { CsvLink, csvHref, ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import {
  keepPreviousPage,
  listInput,
  statusListQuery,
  useSearchableListParams,
} from '@/components/admin-ui/use-url-list-params';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, type RouterOutputs, trpc } from '@/lib/trpc';
import { contactStatuses, contactStatusLabels } from '@/shared/contact-inbox';
import { israelToday } from '@/shared/israel-time';

type Message = RouterOutputs['admin']['contact']['list']['items'][number];

const listQuery = statusListQuery(contactStatuses);
const fullName = (m: Message) => `${m.firstName} ${m.lastName}`;

function Status({ message }: { message: Message }) {
  return (
    <>
      <StatusBadge tone={message.handledAt ? 'done' : 'new'}>
        {contactStatusLabels[message.handledAt ? 'handled' : 'open']}
      </StatusBadge>
      {message.handledAt && message.handledBy && (
        <Box fontSize="xs" color="fg.muted" mt="1" minW="24" overflowWrap="anywhere">
          על ידי {message.handledBy}
        </Box>
      )}
    </>
  );
}

/** What the visitor wrote, its lines kept; a dash when nothing. */
function MessageText({ text }: { text: string }) {
  if (!text) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>ללא הודעה</chakra.span>
      </>
    );
  }
  return (
    <Box whiteSpace="pre-line" overflowWrap="anywhere" fontSize="sm">
      {text}
    </Box>
  );
}

function AdminContactMessagesPage() {
  const utils = trpc.useUtils();
  const listParams = useSearchableListParams(listQuery);
  const { params } = listParams;
  const list = trpc.admin.contact.list.useQuery(listInput(params), keepPreviousPage);
  const mark = trpc.admin.contact.markHandled.useMutation({
    onSuccess: async (message) => {
      toaster.success({
        title: message.handledAt ? 'הפנייה סומנה כטופלה' : 'הפנייה הוחזרה לטיפול',
        description: fullName(message),
      });
      await utils.admin.contact.list.invalidate();
    },
    onError: (error) =>
      toaster.error({
        title: 'עדכון הפנייה נכשל',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });

  // the table has one column for who wrote (name, phone, e-mail), so that with the admin's side menu
  // at 1280 px every column, the row's button included, fits without scrolling sideways; a card shows
  // them as its title and two fields
  const columns: Column<Message>[] = [
    { header: 'תאריך', cell: (m) => <DateTime value={m.createdAt} /> },
    { header: 'שם', cell: fullName, card: 'title', table: false },
    {
      header: 'פונה',
      card: 'none',
      cell: (m) => (
        <Stack gap="1" fontSize="sm">
          <Box fontWeight="medium" whiteSpace="nowrap">
            {fullName(m)}
          </Box>
          <PhoneLink phone={m.phone} />
          <EmailLink email={m.email} />
        </Stack>
      ),
    },
    { header: 'טלפון', cell: (m) => <PhoneLink phone={m.phone} />, table: false },
    { header: 'דוא״ל', cell: (m) => <EmailLink email={m.email} />, table: false },
    { header: 'נושא', cell: (m) => m.service },
    { header: 'הודעה', cell: (m) => <MessageText text={m.message} />, cellStyle: { minW: '40', maxW: 'md' } },
    { header: 'סטטוס', cell: (m) => <Status message={m} />, card: 'aside' },
    {
      header: 'פעולות',
      hiddenHeader: true,
      card: 'actions',
      cell: (m) => (
        <RowButton
          label={m.handledAt ? 'החזרה לטיפול' : 'סימון כטופל'}
          name={fullName(m)}
          icon={m.handledAt ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          variant={m.handledAt ? 'outline' : 'solid'}
          loading={mark.isPending && mark.variables?.id === m.id}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
        />
      ),
    },
  ];

  const counts = list.data?.counts;
  const all = counts && counts.open + counts.handled;
  const filtered = Boolean(params.search || params.status);

  return (
    <>
      <AdminPageHeader
        title="פניות מהאתר"
        summary={
          counts && all && !params.search
            ? `${countOf(all, 'פנייה אחת', 'פניות')} · ${
                counts.open === 0
                  ? 'אין פניות שממתינות לטיפול'
                  : countOf(counts.open, 'אחת ממתינה לטיפול', 'ממתינות לטיפול')
              }`
            : undefined
        }
        actions={
          <CsvLink
            href={csvHref('/api/admin/contact-messages.csv', { q: params.search, status: params.status })}
            fileName={`contact-messages-${israelToday()}.csv`}
          />
        }
      />
      <ListToolbar searchLabel="חיפוש לפי שם, טלפון או דוא״ל" search={listParams}>
        <StatusChips
          statuses={contactStatuses}
          labels={contactStatusLabels}
          filter={listParams}
          counts={counts}
        />
      </ListToolbar>
      <AdminList
        noun="הפניות"
        query={list}
        paging={listParams}
        columns={columns}
        rowKey={(m) => m.id}
        rowStyle={(m) => (m.handledAt ? {} : { bg: 'orange.50' })}
        none="לא נמצאו פניות"
        filtered={filtered}
        empty={{
          title: 'אין פניות עדיין',
          text: 'פניות שיישלחו בטופס צור קשר יופיעו כאן, החדשות ביותר למעלה.',
        }}
        noMatch={{ title: 'לא נמצאו פניות מתאימות', text: 'נסו חיפוש אחר או הציגו את כל הסטטוסים.' }}
      />
    </>
  );
}

export default AdminContactMessagesPage;
