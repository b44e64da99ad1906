import { Box, Button, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { ScrollText } from 'lucide-react';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { PageLoading } from '@/components/layout/page-loading';
import { tableSlotRecipe } from '@/theme/chakra-theme';
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
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3" aria-label="רשומות היומן">
      {rows.map((row) => (
        <Box as="li" key={row.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="bold" minW="0">
              <What row={row} />
            </Text>
            <DateTime value={row.createdAt} />
          </Flex>
          <Box
            as="dl"
            mt="2"
            display="grid"
            gridTemplateColumns="auto minmax(0, 1fr)"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            css={{
              '& dt': { color: 'fg.muted' },
              '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>משתמש</dt>
            <dd>
              <Who row={row} />
            </dd>
            <dt>רשומה</dt>
            <dd>{targetText(row.targetType, row.targetId)}</dd>
            <dt>כתובת IP</dt>
            <dd>
              <Ip ip={row.ip} />
            </dd>
            {row.details && (
              <>
                <dt>פרטים</dt>
                <dd>{detailsText(row.action, row.details, actorName)}</dd>
              </>
            )}
          </Box>
        </Box>
      ))}
    </Box>
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
  if (query.status === 'pending') return <PageLoading />;
  if (query.status === 'error') {
    return (
      <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg">
        <Text fontWeight="bold" color="red.700">
          טעינת היומן נכשלה
        </Text>
        <Text mt="1">ייתכן שיש בעיה זמנית בחיבור לשרת.</Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  if (!rows?.length) {
    return (
      <Box
        py="12"
        textAlign="center"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="lg"
        color="fg.muted"
      >
        <Box display="inline-flex" color="fg.subtle" aria-hidden="true">
          <ScrollText size={40} />
        </Box>
        <Text mt="3" fontWeight="bold" fontSize="lg" color="fg">
          {filtered ? 'אין פעולות שמתאימות לסינון' : 'היומן ריק'}
        </Text>
        {filtered && <Text mt="1">נסו משתמש, פעולה או טווח תאריכים אחרים.</Text>}
      </Box>
    );
  }
  return (
    <>
      <Box hideFrom="lg">
        <Cards rows={rows} actorName={actorName} />
      </Box>
      <Table.ScrollArea
        hideBelow="lg"
        position="relative"
        borderWidth="1px"
        borderRadius="lg"
        tabIndex={0}
        role="region"
        aria-label="טבלת יומן הפעולות"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>מתי</Table.ColumnHeader>
              <Table.ColumnHeader>משתמש</Table.ColumnHeader>
              <Table.ColumnHeader>פעולה</Table.ColumnHeader>
              <Table.ColumnHeader>רשומה</Table.ColumnHeader>
              <Table.ColumnHeader>כתובת IP</Table.ColumnHeader>
              <Table.ColumnHeader>פרטים</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
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
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
