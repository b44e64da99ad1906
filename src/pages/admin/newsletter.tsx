// content: issue "Public site" (newsletter subscribers)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Table } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import {
  AdminPageHeader,
  countOf,
  DateTime,
  QueryTable,
  StatusBadge,
} from '@/components/admin-inbox/admin-table';
import { trpc } from '@/lib/trpc';

const statusLabel = (status: string) => (status === 'active' ? 'פעיל' : 'הוסר');

function CsvLink() {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="4"
      h="10"
      borderRadius="md"
      borderWidth="1px"
      borderColor="brand.border"
      color="brand.fg"
      fontWeight="medium"
      _hover={{ bg: 'brand.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {/* a plain download: the browser sends the session cookie and saves the server's file */}
      <a href="/api/admin/newsletter.csv" download>
        <Download size={18} aria-hidden="true" />
        ייצוא לקובץ CSV
      </a>
    </Box>
  );
}

function AdminNewsletterPage() {
  const subscribers = trpc.admin.newsletter.list.useQuery();
  const rows = subscribers.data ?? [];
  const active = rows.filter((s) => s.status === 'active').length;

  return (
    <>
      <AdminPageHeader
        title="מנויי הניוזלטר"
        summary={
          rows.length > 0
            ? `${countOf(active, 'מנוי פעיל אחד', 'מנויים פעילים')} (${countOf(rows.length, 'נרשם אחד', 'נרשמים')} בסך הכול)`
            : undefined
        }
        actions={<CsvLink />}
      />
      <QueryTable
        query={subscribers}
        label="טבלת המנויים"
        columns={['דוא״ל', 'סטטוס', 'תאריך הרשמה', 'תאריך הסכמה לדיוור', 'תאריך הסרה']}
        emptyTitle="אין מנויים עדיין"
        emptyText="מי שיירשם לניוזלטר בתחתית האתר יופיע כאן."
      >
        {rows.map((s) => (
          <Table.Row key={s.email}>
            <Table.Cell>
              <bdi dir="ltr">{s.email}</bdi>
            </Table.Cell>
            <Table.Cell>
              <StatusBadge tone={s.status === 'active' ? 'done' : 'muted'}>
                {statusLabel(s.status)}
              </StatusBadge>
            </Table.Cell>
            <Table.Cell>
              <DateTime value={s.subscribedAt} />
            </Table.Cell>
            <Table.Cell>
              <DateTime value={s.consentAt} />
            </Table.Cell>
            <Table.Cell>
              <DateTime value={s.unsubscribedAt} />
            </Table.Cell>
          </Table.Row>
        ))}
      </QueryTable>
    </>
  );
}

export default AdminNewsletterPage;
