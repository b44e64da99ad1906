import { Button, Flex, Table } from '@chakra-ui/react';
import { Check, Eye, X } from 'lucide-react';
import { DateTime, QueryTable } from '@/components/admin-inbox/admin-table';
import { RecordCard, RecordCards } from '@/components/admin-ui/record-cards';
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

/** Below `lg`: one card per request. */
function Cards({ rows, actions }: { rows: readonly ApplicationRow[]; actions: RowActions }) {
  return (
    <RecordCards label="רשימת הבקשות">
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={row.fullName}
          aside={<ApplicationStatusBadge status={row.status} />}
          fields={[
            ['יעד', destinationNames(row.destination)],
            ['תאריכים', <DateRange key="תאריכים" start={row.startDate} end={row.endDate} />],
            ['תאריך הבקשה', <DateTime key="תאריך הבקשה" value={row.createdAt} />],
          ]}
          actions={<Actions row={row} {...actions} />}
        />
      ))}
    </RecordCards>
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
