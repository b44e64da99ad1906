import { formatDayText } from '../../src/shared/day-text';
import { destinationNames } from '../../src/shared/destinations';
import { applicationStatusLabels } from '../../src/shared/travel-admin';
import { toCsv } from '../csv';
import type { Application } from './admin';

/**
 * The travel requests as CSV, as the list shows them: ID and passport numbers masked to their last 3
 * characters like the list's (a file leaves the audited pages; the whole numbers stay behind the
 * request's own step-up), days as dd.mm.yyyy.
 */
export function applicationsCsv(rows: readonly Application[]) {
  return toCsv(
    [
      'מספר בקשה',
      'שם מלא',
      'תעודת זהות',
      'דרכון',
      'דוא״ל',
      'טלפון',
      'יעד',
      'תאריך יציאה',
      'תאריך חזרה',
      'סטטוס',
      'תאריך הבקשה',
    ],
    rows.map((a) => [
      a.reference,
      a.fullName,
      a.idNumber,
      a.passportNumber,
      a.email,
      a.phone,
      destinationNames(a.destination),
      formatDayText(a.startDate),
      formatDayText(a.endDate),
      applicationStatusLabels[a.status],
      a.createdAt,
    ]),
  );
}
