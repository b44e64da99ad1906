import { chakra, Table, Text } from '@chakra-ui/react';
import { ScrollText } from 'lucide-react';
import { DateTime, QueryTable } from '@/components/admin-inbox/admin-table';
import { RecordCard, RecordCards } from '@/components/admin-ui/record-cards';
import { actionLabel, detailsText, targetText } from './labels';

/** An entry of `admin.audit.list`. */
export interface AuditRow {
  id: number;
  createdAt: Date | string;
  action: string;
  actorId: number | null;
  actorUsername: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

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

/** Below `lg`: one card per entry. */
function Cards({ rows, actorName }: { rows: readonly AuditRow[]; actorName: ActorName }) {
  return (
    <RecordCards label="רשומות היומן" wide>
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={
            <Text fontWeight="bold">
              <What row={row} />
            </Text>
          }
          aside={<DateTime value={row.createdAt} />}
          fields={[
            ['משתמש', <Who key="משתמש" row={row} />],
            ['רשומה', targetText(row.targetType, row.targetId)],
            ['כתובת IP', <Ip key="כתובת IP" ip={row.ip} />],
            ...(row.details ? ([['פרטים', detailsText(row.action, row.details, actorName)]] as const) : []),
          ]}
        />
      ))}
    </RecordCards>
  );
}

/** The entries of one page, newest first: a table from `lg`, cards below; loading, failure and empty states. */
export function AuditEntries({
  query,
  rows,
  filtered,
  actorName,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  rows: readonly AuditRow[] | undefined;
  filtered: boolean;
  actorName: ActorName;
}) {
  return (
    <QueryTable
      query={{ status: query.status, data: rows, refetch: query.refetch }}
      label="טבלת יומן הפעולות"
      columns={['מתי', 'משתמש', 'פעולה', 'רשומה', 'כתובת IP', 'פרטים']}
      failedTitle="טעינת היומן נכשלה"
      emptyIcon={<ScrollText size={40} />}
      emptyTitle={filtered ? 'אין פעולות שמתאימות לסינון' : 'היומן ריק'}
      emptyText={filtered ? 'נסו משתמש, פעולה או טווח תאריכים אחרים.' : undefined}
      narrow={rows && <Cards rows={rows} actorName={actorName} />}
      size="sm"
      interactive={false}
    >
      {rows?.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell>
            <DateTime value={row.createdAt} />
          </Table.Cell>
          <Table.Cell>
            <Who row={row} />
          </Table.Cell>
          <Table.Cell minW="44">
            <What row={row} />
          </Table.Cell>
          <Table.Cell minW="32">{targetText(row.targetType, row.targetId)}</Table.Cell>
          <Table.Cell>
            <Ip ip={row.ip} />
          </Table.Cell>
          <Table.Cell
            minW="56"
            maxW="md"
            whiteSpace="normal"
            overflowWrap="anywhere"
            color="fg.muted"
            fontSize="sm"
          >
            {detailsText(row.action, row.details, actorName)}
          </Table.Cell>
        </Table.Row>
      ))}
    </QueryTable>
  );
}
