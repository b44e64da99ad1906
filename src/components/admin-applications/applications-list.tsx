import { Check, Eye, X } from 'lucide-react';
import { DateTime } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { RowActions, RowButton } from '@/components/admin-ui/cells';
import { destinationNames } from '@/shared/destinations';
import type { ApplicationStatus } from '@/shared/travel-admin';
import { ApplicationStatusBadge, DateRange } from './format';

/** What the list shows of a request (a row of `admin.travel.list`). */
export interface ApplicationRow {
  id: number;
  reference: string;
  fullName: string;
  /** masked to its last 3 digits ('******789'); the whole number is in the details, behind a step-up */
  idNumber: string;
  email: string;
  destination: string;
  startDate: string;
  endDate: string;
  status: ApplicationStatus;
  createdAt: Date | string;
}

export interface RowActionHandlers {
  /** opens the details dialog; `opener` is the button that did, for focus to return to */
  onDetails: (row: ApplicationRow, opener: HTMLElement) => void;
  /** asks to approve or reject (a confirmation first); `opener` is the button pressed */
  onDecide: (row: ApplicationRow, status: Exclude<ApplicationStatus, 'pending'>, opener: HTMLElement) => void;
  /** the request whose status is being sent, if any */
  busyId: number | undefined;
}

/** 'פרטים' always; 'אישור' and 'דחייה' only while the request is pending. */
function Actions({ row, onDetails, onDecide, busyId }: { row: ApplicationRow } & RowActionHandlers) {
  const busy = busyId !== undefined;
  return (
    <RowActions>
      <RowButton
        label="פרטים"
        name={row.fullName}
        icon={<Eye aria-hidden="true" />}
        aria-haspopup="dialog"
        data-details-for={row.id}
        onClick={(event) => onDetails(row, event.currentTarget)}
      />
      {row.status === 'pending' && (
        <>
          <RowButton
            label="אישור"
            name={row.fullName}
            icon={<Check aria-hidden="true" />}
            variant="solid"
            colorPalette="green"
            aria-haspopup="dialog"
            aria-disabled={busy}
            onClick={(event) => !busy && onDecide(row, 'approved', event.currentTarget)}
          />
          <RowButton
            label="דחייה"
            name={row.fullName}
            icon={<X aria-hidden="true" />}
            colorPalette="red"
            aria-haspopup="dialog"
            aria-disabled={busy}
            onClick={(event) => !busy && onDecide(row, 'rejected', event.currentTarget)}
          />
        </>
      )}
    </RowActions>
  );
}

/** The requests' columns: the table's from `lg`, the cards' below it. */
export const applicationColumns = (actions: RowActionHandlers): Column<ApplicationRow>[] => [
  {
    header: 'שם מלא',
    cell: (row) => row.fullName,
    card: 'title',
    cellStyle: { fontWeight: 'medium', minW: '36' },
  },
  {
    header: 'מספר בקשה',
    // the number the customer got when sending the request, and quotes on the phone
    cell: (row) => <bdi dir="ltr">{row.reference}</bdi>,
    cellStyle: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  },
  {
    header: 'תעודת זהות',
    cell: (row) => <bdi dir="ltr">{row.idNumber}</bdi>,
    cellStyle: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  },
  { header: 'יעד', cell: (row) => destinationNames(row.destination), cellStyle: { minW: '32' } },
  { header: 'תאריכים', cell: (row) => <DateRange start={row.startDate} end={row.endDate} /> },
  { header: 'סטטוס', cell: (row) => <ApplicationStatusBadge status={row.status} />, card: 'aside' },
  { header: 'תאריך הבקשה', cell: (row) => <DateTime value={row.createdAt} /> },
  { header: 'פעולות', cell: (row) => <Actions row={row} {...actions} />, card: 'actions' },
];
