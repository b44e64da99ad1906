// screen: issue #13 item 4 (audit log)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Flex, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { AuditEntries } from '@/components/admin-audit/audit-entries';
import { AuditFilters } from '@/components/admin-audit/audit-filters';
import { useAuditParams } from '@/components/admin-audit/use-audit-params';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { ListPager, rangeText } from '@/components/admin-ui/list-pager';
import { trpc } from '@/lib/trpc';
import { AUDIT_PAGE_SIZES } from '@/shared/audit';

function AdminAuditLogPage() {
  const { params, update } = useAuditParams();
  const list = trpc.admin.audit.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      actorId: params.actorId,
      action: params.action,
      from: params.from,
      to: params.to,
    },
    { placeholderData: (previous) => previous },
  );
  const actors = trpc.admin.audit.actors.useQuery();
  const actions = trpc.admin.audit.actions.useQuery();
  const data = list.data;
  const actorName = (id: number) => actors.data?.find((actor) => actor.id === id)?.username;

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages) {
      update({ page: pages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, params.page, pages, update]);

  const filtered = Boolean(params.actorId !== undefined || params.action || params.from || params.to);
  const stale = list.isPlaceholderData && list.isFetching;

  return (
    <>
      <AdminPageHeader
        title="יומן פעולות"
        summary="מי עשה מה ומתי: שינויים וצפייה במידע אישי בכל אזורי הניהול."
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
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : rangeText(data.page, data.pageSize, data.total, 'לא נמצאו פעולות'))}
      </Text>
      <Box aria-busy={stale} opacity={stale ? 0.6 : 1} transition="opacity 0.15s">
        <AuditEntries query={list} rows={data?.items} filtered={filtered} actorName={actorName} />
      </Box>
      {data && data.total > 0 && (
        <ListPager
          label="עמודי היומן"
          page={params.page}
          pageSize={params.pageSize}
          pageSizes={AUDIT_PAGE_SIZES}
          total={data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
    </>
  );
}

export default AdminAuditLogPage;
