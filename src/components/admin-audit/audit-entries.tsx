import { chakra, Text } from '@chakra-ui/react';
import { DateTime } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import type { RouterOutputs } from '@/lib/trpc';
import { actionLabel, detailsText, targetText } from '@/shared/audit-labels';

/** An entry of `admin.audit.list`. */
export type AuditRow = RouterOutputs['admin']['audit']['list']['items'][number];

type ActorName = (id: number) => string | undefined;

function Who({ row }: { row: AuditRow }) {
  if (row.actorUsername) return <bdi>{row.actorUsername}</bdi>;
  return (
    <Text as="span" color="fg.muted">
      {row.actorId === null ? 'לא ידוע' : 'משתמש שנמחק'}
    </Text>
  );
}

function What({ row }: { row: AuditRow }) {
  const label = actionLabel(row.action);
  return label === row.action ? <bdi dir="ltr">{row.action}</bdi> : <span title={row.action}>{label}</span>;
}

const Ip = ({ ip }: { ip: string | null }) => (
  <chakra.span dir="ltr" fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
    {ip ?? '—'}
  </chakra.span>
);

/** The entries' columns: when, who, what, on which record, from where, and the details. */
export const auditColumns = (actorName: ActorName): Column<AuditRow>[] => [
  { header: 'מתי', card: 'aside', cell: (row) => <DateTime value={row.createdAt} /> },
  { header: 'משתמש', cell: (row) => <Who row={row} /> },
  {
    header: 'פעולה',
    card: 'title',
    cell: (row) => <What row={row} />,
    cardCell: (row) => (
      <Text fontWeight="bold">
        <What row={row} />
      </Text>
    ),
    cellStyle: { minW: '44' },
  },
  { header: 'רשומה', cell: (row) => targetText(row.targetType, row.targetId), cellStyle: { minW: '32' } },
  { header: 'כתובת IP', cell: (row) => <Ip ip={row.ip} /> },
  {
    header: 'פרטים',
    cell: (row) => detailsText(row.action, row.details, actorName),
    cellStyle: {
      minW: '56',
      maxW: 'md',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      color: 'fg.muted',
      fontSize: 'sm',
    },
  },
];
