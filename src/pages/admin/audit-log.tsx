// The audit log.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Flex, Text } from '@chakra-ui/react';
import { Lock, ScrollText } from 'lucide-react';
import { auditColumns } from '@/components/admin-audit/audit-entries';
import { AuditFilters } from '@/components/admin-audit/audit-filters';
import { useAuditParams } from '@/components/admin-audit/use-audit-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { AdminList } from '@/components/admin-ui/admin-list';
import { CsvLink, csvHref } from '@/components/admin-ui/list-toolbar';
import { keepPreviousPage } from '@/components/admin-ui/use-url-list-params';
import { trpc } from '@/lib/trpc';
import { israelToday } from '@/shared/israel-time';

function AdminAuditLogPage() {
  const listParams = useAuditParams();
  const { params, update } = listParams;
  const list = trpc.admin.audit.list.useQuery(params, keepPreviousPage);
  const actors = trpc.admin.audit.actors.useQuery();
  const actions = trpc.admin.audit.actions.useQuery();
  const actorName = (id: number) => actors.data?.find((actor) => actor.id === id)?.username;

  const filtered = Boolean(params.actorId !== undefined || params.action || params.from || params.to);

  return (
    <>
      <AdminPageHeader
        title="יומן פעולות"
        summary="מי עשה מה ומתי: שינויים וצפייה במידע אישי בכל אזורי הניהול."
        actions={
          <CsvLink
            href={csvHref('/api/admin/audit-log.csv', {
              actorId: params.actorId,
              action: params.action,
              from: params.from,
              to: params.to,
            })}
            fileName={`audit-log-${israelToday()}.csv`}
          />
        }
      />
      <Flex
        align="flex-start"
        gap="2"
        mb="6"
        p="3"
        borderRadius="md"
        bg="bg.subtle"
        fontSize="sm"
        color="fg.muted"
      >
        <Box as="span" mt="0.5" flexShrink={0} aria-hidden="true">
          <Lock size={16} />
        </Box>
        <Text>
          רשומות היומן נשמרות כפי שנכתבו ואי אפשר לשנות או למחוק אותן. גם הצפייה ביומן עצמו נרשמת. השעות לפי
          שעון ישראל.
        </Text>
      </Flex>
      <AuditFilters
        params={params}
        onChange={(change) => update(change)}
        actors={actors.data}
        actions={actions.data}
      />
      <AdminList
        noun="היומן"
        cardsLabel="רשומות היומן"
        query={list}
        columns={auditColumns(actorName)}
        rowKey={(row) => row.id}
        paging={listParams}
        none="לא נמצאו פעולות"
        failedTitle="טעינת היומן נכשלה"
        filtered={filtered}
        empty={{ icon: <ScrollText size={40} />, title: 'היומן ריק' }}
        noMatch={{ title: 'אין פעולות שמתאימות לסינון', text: 'נסו משתמש, פעולה או טווח תאריכים אחרים.' }}
        wideCards
        size="sm"
        interactive={false}
      />
    </>
  );
}

export default AdminAuditLogPage;
