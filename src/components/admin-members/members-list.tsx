import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2, Users } from 'lucide-react';
import { DateTime, QueryTable, StatusBadge } from '@/components/admin-inbox/admin-table';
import { RecordCard, RecordCards } from '@/components/admin-ui/record-cards';
import {
  type MemberSortField,
  type MemberStatus,
  memberStatusLabels,
  type SortOrder,
} from '@/shared/members';
import { MemberAvatar } from './member-avatar';

/** A row of `admin.members.list` (SPEC §3 Member). */
export interface MemberRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: MemberStatus;
  createdAt: Date | string;
}

export interface MemberActions {
  onEdit: (member: MemberRow, opener: HTMLElement) => void;
  onDelete: (member: MemberRow) => void;
  /** the member being deleted, if any */
  busyId: number | undefined;
}

export interface Sorting {
  sort: MemberSortField;
  order: SortOrder;
  onSort: (sort: MemberSortField) => void;
}

/** SPEC §2: green 'פעיל', red 'לא פעיל' (the subtle badges' text is AA on their background). */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <StatusBadge tone={status === 'active' ? 'done' : 'danger'}>{memberStatusLabels[status]}</StatusBadge>
  );
}

function Phone({ phone }: { phone: string | null }) {
  if (!phone) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>אין</chakra.span>
      </>
    );
  }
  return (
    <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" whiteSpace="nowrap">
      <a href={`tel:${phone}`} dir="ltr">
        {phone}
      </a>
    </Box>
  );
}

function Email({ email }: { email: string }) {
  return (
    <Box
      asChild
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="3px"
      overflowWrap="anywhere"
    >
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    </Box>
  );
}

function Actions({ member, onEdit, onDelete, busyId }: { member: MemberRow } & MemberActions) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        whiteSpace="nowrap"
        aria-haspopup="dialog"
        aria-label={`עריכה: ${member.name}`}
        data-edit-for={member.id}
        onClick={(event) => onEdit(member, event.currentTarget)}
      >
        <Pencil aria-hidden="true" />
        עריכה
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        whiteSpace="nowrap"
        aria-label={`מחיקה: ${member.name}`}
        aria-disabled={busyId !== undefined}
        loading={busyId === member.id}
        onClick={() => busyId === undefined && onDelete(member)}
      >
        <Trash2 aria-hidden="true" />
        מחיקה
      </Button>
    </Flex>
  );
}

/** A column header that sorts the list on the server: a button inside, aria-sort on the header. */
function SortHeader({ field, label, sorting }: { field: MemberSortField; label: string; sorting: Sorting }) {
  const active = sorting.sort === field;
  const Icon = !active ? ArrowUpDown : sorting.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontWeight="inherit"
        color={active ? 'fg' : 'inherit'}
        borderRadius="sm"
        cursor="pointer"
        _hover={{ color: 'fg', textDecoration: 'underline' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        onClick={() => sorting.onSort(field)}
      >
        {label}
        <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.55} />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

/** Below `lg`: one card per member. */
function Cards({ rows, actions }: { rows: readonly MemberRow[]; actions: MemberActions }) {
  return (
    <RecordCards label="רשימת החברים">
      {rows.map((member) => (
        <RecordCard
          key={member.id}
          title={
            <Flex align="center" gap="3" minW="0">
              <MemberAvatar id={member.id} name={member.name} />
              <Text fontWeight="bold" minW="0" overflowWrap="anywhere">
                {member.name}
              </Text>
            </Flex>
          }
          aside={<MemberStatusBadge status={member.status} />}
          fields={[
            ['דוא״ל', <Email key="דוא״ל" email={member.email} />],
            ['טלפון', <Phone key="טלפון" phone={member.phone} />],
            ['הצטרף', <DateTime key="הצטרף" value={member.createdAt} />],
          ]}
          actions={<Actions member={member} {...actions} />}
        />
      ))}
    </RecordCards>
  );
}

/** The members of one page: a table with sortable headers from `lg`, cards below; loading, failure, empty. */
export function MembersList({
  query,
  rows,
  filtered,
  actions,
  sorting,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  rows: readonly MemberRow[] | undefined;
  /** a search is in force (changes the empty state's text) */
  filtered: boolean;
  actions: MemberActions;
  sorting: Sorting;
}) {
  return (
    <QueryTable
      query={{ status: query.status, data: rows, refetch: query.refetch }}
      label="טבלת החברים"
      columns={
        <>
          <SortHeader field="name" label="חבר" sorting={sorting} />
          <SortHeader field="email" label="דוא״ל" sorting={sorting} />
          <Table.ColumnHeader>טלפון</Table.ColumnHeader>
          <SortHeader field="status" label="סטטוס" sorting={sorting} />
          <SortHeader field="createdAt" label="הצטרף" sorting={sorting} />
          <Table.ColumnHeader>פעולות</Table.ColumnHeader>
        </>
      }
      failedTitle="טעינת החברים נכשלה"
      emptyIcon={<Users size={40} />}
      emptyTitle={filtered ? 'לא נמצאו חברים מתאימים' : 'אין חברים עדיין'}
      emptyText={filtered ? 'נסו חיפוש אחר.' : 'חברים שתוסיפו בכפתור ״חבר חדש״ יופיעו כאן.'}
      narrow={rows && <Cards rows={rows} actions={actions} />}
    >
      {rows?.map((member) => (
        <Table.Row key={member.id}>
          <Table.Cell>
            <Flex align="center" gap="3" minW="44">
              <MemberAvatar id={member.id} name={member.name} />
              <Text fontWeight="medium">{member.name}</Text>
            </Flex>
          </Table.Cell>
          <Table.Cell>
            <Email email={member.email} />
          </Table.Cell>
          <Table.Cell>
            <Phone phone={member.phone} />
          </Table.Cell>
          <Table.Cell>
            <MemberStatusBadge status={member.status} />
          </Table.Cell>
          <Table.Cell>
            <DateTime value={member.createdAt} />
          </Table.Cell>
          <Table.Cell>
            <Actions member={member} {...actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </QueryTable>
  );
}
