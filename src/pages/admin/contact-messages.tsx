// content: issue "Public site" (contact inbox)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Button, Table } from '@chakra-ui/react';
import { Check, RotateCcw } from 'lucide-react';
import {
  AdminPageHeader,
  countOf,
  DateTime,
  QueryTable,
  StatusBadge,
} from '@/components/admin-inbox/admin-table';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, type RouterOutputs, trpc } from '@/lib/trpc';

type Message = RouterOutputs['admin']['contact']['list'][number];

const ltrLink = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

function AdminContactMessagesPage() {
  const utils = trpc.useUtils();
  const messages = trpc.admin.contact.list.useQuery();
  const mark = trpc.admin.contact.markHandled.useMutation({
    onSuccess: async (message) => {
      toaster.success({
        title: message.handledAt ? 'הפנייה סומנה כטופלה' : 'הפנייה הוחזרה לטיפול',
        description: `${message.firstName} ${message.lastName}`,
      });
      await utils.admin.contact.list.invalidate();
    },
    onError: (error) =>
      toaster.error({
        title: 'עדכון הפנייה נכשל',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });

  const rows = messages.data ?? [];
  const open = rows.filter((m) => !m.handledAt).length;
  const busy = (m: Message) => mark.isPending && mark.variables?.id === m.id;

  return (
    <>
      <AdminPageHeader
        title="פניות מהאתר"
        summary={
          rows.length > 0
            ? `${countOf(rows.length, 'פנייה אחת', 'פניות')} · ${
                open === 0
                  ? 'אין פניות שממתינות לטיפול'
                  : countOf(open, 'אחת ממתינה לטיפול', 'ממתינות לטיפול')
              }`
            : undefined
        }
      />
      <QueryTable
        query={messages}
        label="טבלת הפניות"
        columns={[
          'תאריך',
          'שם',
          'טלפון',
          'דוא״ל',
          'נושא',
          'סטטוס',
          <Box as="span" srOnly key="actions">
            פעולות
          </Box>,
        ]}
        emptyTitle="אין פניות עדיין"
        emptyText="פניות שיישלחו בטופס צור קשר יופיעו כאן, החדשות ביותר למעלה."
      >
        {rows.map((m) => (
          <Table.Row key={m.id} bg={m.handledAt ? undefined : 'orange.50'}>
            <Table.Cell>
              <DateTime value={m.createdAt} />
            </Table.Cell>
            <Table.Cell fontWeight="medium" whiteSpace="nowrap">
              {m.firstName} {m.lastName}
            </Table.Cell>
            <Table.Cell>
              <Box asChild {...ltrLink} whiteSpace="nowrap">
                <a href={`tel:${m.phone}`} dir="ltr">
                  {m.phone}
                </a>
              </Box>
            </Table.Cell>
            <Table.Cell>
              <Box asChild {...ltrLink}>
                <a href={`mailto:${m.email}`} dir="ltr">
                  {m.email}
                </a>
              </Box>
            </Table.Cell>
            <Table.Cell minW="40">{m.service}</Table.Cell>
            <Table.Cell>
              <StatusBadge tone={m.handledAt ? 'done' : 'new'}>{m.handledAt ? 'טופל' : 'חדש'}</StatusBadge>
              {m.handledAt && m.handledBy && (
                <Box fontSize="xs" color="fg.muted" mt="1" whiteSpace="nowrap">
                  על ידי {m.handledBy}
                </Box>
              )}
            </Table.Cell>
            <Table.Cell>
              <Button
                size="xs"
                variant={m.handledAt ? 'outline' : 'solid'}
                whiteSpace="nowrap"
                loading={busy(m)}
                disabled={mark.isPending}
                aria-label={`${m.handledAt ? 'החזרה לטיפול' : 'סימון כטופל'}: ${m.firstName} ${m.lastName}`}
                onClick={() => mark.mutate({ id: m.id, handled: !m.handledAt })}
              >
                {m.handledAt ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
                {m.handledAt ? 'החזרה לטיפול' : 'סימון כטופל'}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </QueryTable>
    </>
  );
}

export default AdminContactMessagesPage;
