// screen: issue #13 item 3 (member management)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { MemberDialog, type SavedMember } from '@/components/admin-members/member-dialog';
import { CsvLink, MemberToolbar } from '@/components/admin-members/member-toolbar';
import { type MemberRow, MembersList } from '@/components/admin-members/members-list';
import { useMemberParams } from '@/components/admin-members/use-member-params';
import { ListPager, rangeText } from '@/components/admin-ui/list-pager';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { MEMBERS_PAGE_SIZES, type MemberSortField } from '@/shared/members';

/** The visible edit button of a member (the table's or the card's, whichever the width shows). */
function editButton(id: number): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-for="${id}"]`);
  return [...buttons].find((button) => button.getClientRects().length > 0) ?? null;
}

const countText = (n: number) => (n === 1 ? 'חבר אחד' : `${n.toLocaleString('he-IL')} חברים`);

function AdminMembersPage() {
  const utils = trpc.useUtils();
  const { params, update, searchText, setSearchText } = useMemberParams();
  const list = trpc.admin.members.list.useQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search || undefined,
      sort: params.sort,
      order: params.order,
    },
    // the previous page stays on screen while the next one loads: no empty table in between
    { placeholderData: (previous) => previous },
  );
  const data = list.data;

  const [editing, setEditing] = useState<MemberRow | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLDivElement>(null);

  const restore = trpc.admin.members.restore.useMutation({
    onSuccess: async (member) => {
      toaster.success({ title: 'החבר שוחזר', description: member.name });
      await utils.admin.members.list.invalidate();
    },
    onError: (error) =>
      toaster.error({
        title: 'שחזור החבר נכשל',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });

  const remove = trpc.admin.members.delete.useMutation({
    onSuccess: async (deleted) => {
      toaster.success({
        title: 'החבר נמחק בהצלחה',
        description: deleted.name,
        duration: 10_000,
        action: { label: 'בטל', onClick: () => restore.mutate(deleted) },
      });
      // the row's buttons are gone: focus stays in the list rather than falling to the page
      results.current?.focus();
      await utils.admin.members.list.invalidate();
    },
    onError: (error) =>
      toaster.error({
        title: 'מחיקת החבר נכשלה',
        description: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });

  const saved = async (member: SavedMember, mode: 'create' | 'update') => {
    setOpen(false);
    toaster.success({
      title: mode === 'create' ? 'החבר נוסף בהצלחה' : 'פרטי החבר עודכנו בהצלחה',
      description: member.name,
    });
    await utils.admin.members.list.invalidate();
  };

  // a page past the end (its last member was deleted, or a stale link): the last page
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && params.page > pages) {
      update({ page: pages }, { replace: true });
    }
  }, [data, list.isPlaceholderData, params.page, pages, update]);

  const onSort = (field: MemberSortField) => {
    if (params.sort === field) update({ order: params.order === 'asc' ? 'desc' : 'asc', page: 1 });
    // a new column starts newest first for dates, A→Z for the rest
    else update({ sort: field, order: field === 'createdAt' ? 'desc' : 'asc', page: 1 });
  };
  const csv = new URLSearchParams({ sort: params.sort, order: params.order });
  if (params.search) csv.set('search', params.search);
  const stale = list.isPlaceholderData && list.isFetching;

  return (
    <>
      <AdminPageHeader
        title="ניהול חברים"
        summary={data && !params.search ? countText(data.total) : undefined}
        actions={
          <Flex gap="3" wrap="wrap">
            <CsvLink href={`/api/admin/members.csv?${csv}`} />
            <Button
              ref={newButton}
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setEditing(null);
                setOpen(true);
              }}
            >
              <UserPlus aria-hidden="true" />
              חבר חדש
            </Button>
          </Flex>
        }
      />
      <MemberToolbar
        searchText={searchText}
        onSearchText={setSearchText}
        sort={params.sort}
        order={params.order}
        onOrder={(sort, order) => update({ sort, order, page: 1 })}
      />
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : rangeText(data.page, data.pageSize, data.total, 'לא נמצאו חברים'))}
      </Text>
      <Box
        ref={results}
        tabIndex={-1}
        outline="none"
        aria-busy={stale}
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <MembersList
          query={list}
          rows={data?.items}
          filtered={Boolean(params.search)}
          sorting={{ sort: params.sort, order: params.order, onSort }}
          actions={{
            onEdit: (member, button) => {
              opener.current = button;
              setEditing(member);
              setOpen(true);
            },
            onDelete: (member) => remove.mutate({ id: member.id }),
            busyId: remove.isPending ? remove.variables?.id : undefined,
          }}
        />
      </Box>
      {data && data.total > 0 && (
        <ListPager
          label="עמודי החברים"
          page={params.page}
          pageSize={params.pageSize}
          pageSizes={MEMBERS_PAGE_SIZES}
          total={data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
      <MemberDialog
        member={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={saved}
        returnFocus={() =>
          (opener.current?.isConnected && opener.current.getClientRects().length > 0
            ? opener.current
            : editing && editButton(editing.id)) ??
          newButton.current ??
          results.current
        }
      />
    </>
  );
}

export default AdminMembersPage;
