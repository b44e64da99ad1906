import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2, Users } from 'lucide-react';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import { PageLoading } from '@/components/layout/page-loading';
import { ListMessage } from '@/components/ui/list-message';
import {
  type MemberSortField,
  type MemberStatus,
  memberStatusLabels,
  type SortOrder,
} from '@/shared/members';
import { tableSlotRecipe } from '@/theme/chakra-theme';
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

/** Below `lg`: one card per member, everything the row has, nothing cut off at 375 px. */
function Cards({ rows, actions }: { rows: readonly MemberRow[]; actions: MemberActions }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      aria-label="רשימת החברים"
    >
      {rows.map((member) => (
        <Box as="li" key={member.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
          <Flex justify="space-between" align="center" gap="3">
            <Flex align="center" gap="3" minW="0">
              <MemberAvatar id={member.id} name={member.name} />
              <Text fontWeight="bold" minW="0" overflowWrap="anywhere">
                {member.name}
              </Text>
            </Flex>
            <MemberStatusBadge status={member.status} />
          </Flex>
          <Box
            as="dl"
            mt="3"
            display="grid"
            gridTemplateColumns="auto minmax(0, 1fr)"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            css={{ '& dt': { color: 'fg.muted' }, '& dd': { margin: 0, minWidth: 0 } }}
          >
            <dt>דוא״ל</dt>
            <dd>
              <Email email={member.email} />
            </dd>
            <dt>טלפון</dt>
            <dd>
              <Phone phone={member.phone} />
            </dd>
            <dt>הצטרף</dt>
            <dd>
              <DateTime value={member.createdAt} />
            </dd>
          </Box>
          <Box mt="3">
            <Actions member={member} {...actions} />
          </Box>
        </Box>
      ))}
    </Box>
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
  if (query.status === 'pending') return <PageLoading />;
  if (query.status === 'error') {
    return (
      <ListMessage alert>
        {/* fg.error (red.600) on bg.error is 4.4:1, under AA: red.700 */}
        <Text fontWeight="bold" color="red.700">
          טעינת החברים נכשלה
        </Text>
        <Text mt="1" color="fg">
          ייתכן שיש בעיה זמנית בחיבור לשרת.
        </Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          ניסיון נוסף
        </Button>
      </ListMessage>
    );
  }
  if (!rows?.length) {
    return (
      <ListMessage>
        <Box display="inline-flex" color="fg.subtle" aria-hidden="true">
          <Users size={40} />
        </Box>
        <Text mt="3" fontWeight="bold" fontSize="lg" color="fg">
          {filtered ? 'לא נמצאו חברים מתאימים' : 'אין חברים עדיין'}
        </Text>
        <Text mt="1">{filtered ? 'נסו חיפוש אחר.' : 'חברים שתוסיפו בכפתור ״חבר חדש״ יופיעו כאן.'}</Text>
      </ListMessage>
    );
  }
  return (
    <>
      <Box hideFrom="lg">
        <Cards rows={rows} actions={actions} />
      </Box>
      <Table.ScrollArea
        hideBelow="lg"
        position="relative"
        borderWidth="1px"
        borderRadius="lg"
        tabIndex={0}
        role="region"
        aria-label="טבלת החברים"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root recipe={tableSlotRecipe} size="md" interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <SortHeader field="name" label="חבר" sorting={sorting} />
              <SortHeader field="email" label="דוא״ל" sorting={sorting} />
              <Table.ColumnHeader>טלפון</Table.ColumnHeader>
              <SortHeader field="status" label="סטטוס" sorting={sorting} />
              <SortHeader field="createdAt" label="הצטרף" sorting={sorting} />
              <Table.ColumnHeader>פעולות</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((member) => (
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
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
