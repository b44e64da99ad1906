import { Flex, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { EmailLink, PhoneLink, RowActions, RowButton } from '@/components/admin-ui/cells';
import { type MemberStatus, memberStatusLabels } from '@/shared/members';
import { MemberAvatar } from './member-avatar';

/** A row of `admin.members.list`. */
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

/** Green 'פעיל', red 'לא פעיל' (the subtle badges' text is AA on their background). */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <StatusBadge tone={status === 'active' ? 'done' : 'danger'}>{memberStatusLabels[status]}</StatusBadge>
  );
}

function Actions({ member, onEdit, onDelete, busyId }: { member: MemberRow } & MemberActions) {
  return (
    <RowActions>
      <RowButton
        label="עריכה"
        name={member.name}
        icon={<Pencil aria-hidden="true" />}
        aria-haspopup="dialog"
        data-edit-for={member.id}
        onClick={(event) => onEdit(member, event.currentTarget)}
      />
      <RowButton
        label="מחיקה"
        name={member.name}
        icon={<Trash2 aria-hidden="true" />}
        colorPalette="red"
        aria-disabled={busyId !== undefined}
        loading={busyId === member.id}
        onClick={() => busyId === undefined && onDelete(member)}
      />
    </RowActions>
  );
}

/** The member's avatar and name. */
function Name({ member }: { member: MemberRow }) {
  return (
    <Flex align="center" gap="3" minW={{ lg: '44' }}>
      <MemberAvatar id={member.id} name={member.name} />
      <Text fontWeight={{ base: 'bold', lg: 'medium' }} minW="0" overflowWrap="anywhere">
        {member.name}
      </Text>
    </Flex>
  );
}

/** The members' columns; all but the phone and the actions sort on the server. */
export const memberColumns = (actions: MemberActions): Column<MemberRow>[] => [
  { header: 'חבר', sortField: 'name', card: 'title', cell: (m) => <Name member={m} /> },
  { header: 'דוא״ל', sortField: 'email', cell: (m) => <EmailLink email={m.email} /> },
  { header: 'טלפון', cell: (m) => <PhoneLink phone={m.phone} /> },
  {
    header: 'סטטוס',
    sortField: 'status',
    card: 'aside',
    cell: (m) => <MemberStatusBadge status={m.status} />,
  },
  { header: 'הצטרף', sortField: 'createdAt', cell: (m) => <DateTime value={m.createdAt} /> },
  { header: 'פעולות', card: 'actions', cell: (m) => <Actions member={m} {...actions} /> },
];
