import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Check, Eye, X } from 'lucide-react';
import { DateTime, QueryTable } from '@/components/admin-inbox/admin-table';
import type { ApplicationStatus } from '@/shared/travel-admin';
import { ApplicationStatusBadge, DateRange, destinationNames } from './format';

/** What the list shows of a request (a row of `admin.travel.list`). */
export interface ApplicationRow {
  id: number;
  reference: string;
  fullName: string;
  destination: string;
  startDate: string;
  endDate: string;
  status: ApplicationStatus;
  createdAt: Date | string;
}

export interface RowActions {
  /** opens the details dialog; `opener` is the button that did, for focus to return to */
  onDetails: (row: ApplicationRow, opener: HTMLElement) => void;
  onSetStatus: (row: ApplicationRow, status: ApplicationStatus) => void;
  /** the request whose status is being sent, if any */
  busyId: number | undefined;
}

/** 'פרטים' always; 'אישור' and 'דחייה' only while the request is pending (SPEC §2, §4). */
function Actions({ row, onDetails, onSetStatus, busyId }: { row: ApplicationRow } & RowActions) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        whiteSpace="nowrap"
        aria-haspopup="dialog"
        aria-label={`פרטים: ${row.fullName}`}
        data-details-for={row.id}
        onClick={(event) => onDetails(row, event.currentTarget)}
      >
        <Eye aria-hidden="true" />
        פרטים
      </Button>
      {row.status === 'pending' && (
        <>
          <Button
            size="xs"
            colorPalette="green"
            whiteSpace="nowrap"
            aria-label={`אישור: ${row.fullName}`}
            aria-disabled={busyId !== undefined}
            onClick={() => busyId === undefined && onSetStatus(row, 'approved')}
          >
            <Check aria-hidden="true" />
            אישור
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            whiteSpace="nowrap"
            aria-label={`דחייה: ${row.fullName}`}
            aria-disabled={busyId !== undefined}
            onClick={() => busyId === undefined && onSetStatus(row, 'rejected')}
          >
            <X aria-hidden="true" />
            דחייה
          </Button>
        </>
      )}
    </Flex>
  );
}

/** Below `lg`: one card per request, everything the table's row has, nothing cut off at 375 px. */
function Cards({ rows, actions }: { rows: readonly ApplicationRow[]; actions: RowActions }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      aria-label="רשימת הבקשות"
    >
      {rows.map((row) => (
        <Box as="li" key={row.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Flex justify="space-between" align="flex-start" gap="3">
            <Text fontWeight="bold" fontSize="md" minW="0" overflowWrap="anywhere">
              {row.fullName}
            </Text>
            <ApplicationStatusBadge status={row.status} />
          </Flex>
          <Box
            as="dl"
            mt="2"
            display="grid"
            gridTemplateColumns="auto 1fr"
            columnGap="3"
            rowGap="1"
            fontSize="sm"
            css={{ '& dt': { color: 'fg.muted' }, '& dd': { margin: 0, minWidth: 0 } }}
          >
            <dt>יעד</dt>
            <dd>{destinationNames(row.destination)}</dd>
            <dt>תאריכים</dt>
            <dd>
              <DateRange start={row.startDate} end={row.endDate} />
            </dd>
            <dt>תאריך הבקשה</dt>
            <dd>
              <DateTime value={row.createdAt} />
            </dd>
          </Box>
          <Box mt="3">
            <Actions row={row} {...actions} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The requests of one page: a table from `lg`, cards below it; loading, failure and empty states. */
export function ApplicationsList({
  query,
  rows,
  filtered,
  actions,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  rows: readonly ApplicationRow[] | undefined;
  /** a search or a status filter is in force (changes the empty state's text) */
  filtered: boolean;
  actions: RowActions;
}) {
  return (
    <QueryTable
      query={{ status: query.status, data: rows, refetch: query.refetch }}
      label="טבלת הבקשות"
      columns={['שם מלא', 'יעד', 'תאריכים', 'סטטוס', 'תאריך הבקשה', 'פעולות']}
      emptyTitle={filtered ? 'לא נמצאו בקשות מתאימות' : 'אין בקשות עדיין'}
      emptyText={
        filtered
          ? 'נסו חיפוש אחר או הציגו את כל הסטטוסים.'
          : 'בקשות שיישלחו בטופס ביטוח הנסיעות יופיעו כאן, החדשות ביותר למעלה.'
      }
      narrow={rows && <Cards rows={rows} actions={actions} />}
    >
      {rows?.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell fontWeight="medium" minW="36">
            {row.fullName}
          </Table.Cell>
          <Table.Cell minW="32">{destinationNames(row.destination)}</Table.Cell>
          <Table.Cell>
            <DateRange start={row.startDate} end={row.endDate} />
          </Table.Cell>
          <Table.Cell>
            <ApplicationStatusBadge status={row.status} />
          </Table.Cell>
          <Table.Cell>
            <DateTime value={row.createdAt} />
          </Table.Cell>
          <Table.Cell>
            <Actions row={row} {...actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </QueryTable>
  );
}
