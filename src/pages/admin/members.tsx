// Member management.
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).

import { Button, Flex } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { AdminPageHeader } from '@/components/admin-inbox/admin-table';
import { MemberDialog, type SavedMember } from '@/components/admin-members/member-dialog';
import { MemberOrder } from '@/components/admin-members/member-toolbar';
import { type MemberRow, memberColumns } from '@/components/admin-members/members-list';
import { useMemberParams } from '@/components/admin-members/use-member-params';
import { AdminList } from '@/components/admin-ui/admin-list';
import { CsvLink, csvHref, ListToolbar, StatusChips } from '@/components/admin-ui/list-toolbar';
import { keepPreviousPage, listInput } from '@/components/admin-ui/use-url-list-params';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { israelToday } from '@/shared/israel-time';
import { type MemberSortField, memberSortFields, memberStatuses, memberStatusLabels } from '@/shared/members';

const isSortField = (field: string): field is MemberSortField => memberSortFields.some((f) => f === field);

/** The visible edit button of a member (the table's or the card's, whichever the width shows). */
function editButton(id: number): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-for="${id}"]`);
  return [...buttons].find((button) => button.getClientRects().length > 0) ?? null;
}

const countText = (n: number) => (n === 1 ? 'חבר אחד' : `${n.toLocaleString('he-IL')} חברים`);

function AdminMembersPage() {
  const utils = trpc.useUtils();
  const listParams = useMemberParams();
  const { params, update } = listParams;
  const list = trpc.admin.members.list.useQuery(listInput(params), keepPreviousPage);
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
        action: { label: 'ביטול', onClick: () => restore.mutate(deleted) },
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

  const onSort = (field: string) => {
    if (!isSortField(field)) return;
    if (params.sort === field) update({ order: params.order === 'asc' ? 'desc' : 'asc', page: 1 });
    // a new column starts newest first for dates, A→Z for the rest
    else update({ sort: field, order: field === 'createdAt' ? 'desc' : 'asc', page: 1 });
  };
  const filtered = Boolean(params.search || params.status);
  const columns = memberColumns({
    onEdit: (member, button) => {
      opener.current = button;
      setEditing(member);
      setOpen(true);
    },
    onDelete: (member) => remove.mutate({ id: member.id }),
    busyId: remove.isPending ? remove.variables?.id : undefined,
  });

  return (
    <>
      <AdminPageHeader
        title="ניהול חברים"
        summary={data && !filtered ? countText(data.total) : undefined}
        actions={
          <Flex gap="3" wrap="wrap">
            <CsvLink
              href={csvHref('/api/admin/members.csv', {
                sort: params.sort,
                order: params.order,
                q: params.search,
                status: params.status,
              })}
              fileName={`members-${israelToday()}.csv`}
            />
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
      <ListToolbar searchLabel="חיפוש לפי שם, דוא״ל או טלפון" search={listParams}>
        <StatusChips statuses={memberStatuses} labels={memberStatusLabels} filter={listParams} />
        <MemberOrder
          sort={params.sort}
          order={params.order}
          onOrder={(sort, order) => update({ sort, order, page: 1 })}
        />
      </ListToolbar>
      <AdminList
        noun="החברים"
        query={list}
        columns={columns}
        rowKey={(member) => member.id}
        paging={listParams}
        sorting={{ sort: params.sort, order: params.order, onSort }}
        none="לא נמצאו חברים"
        failedTitle="טעינת החברים נכשלה"
        resultsRef={results}
        filtered={filtered}
        empty={{
          icon: <Users size={40} />,
          title: 'אין חברים עדיין',
          text: 'חברים שתוסיפו בכפתור ״חבר חדש״ יופיעו כאן.',
        }}
        noMatch={{ title: 'לא נמצאו חברים מתאימים', text: 'נסו חיפוש אחר.' }}
      />
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
