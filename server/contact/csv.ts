import { contactStatusLabels } from '../../src/shared/contact-inbox';
import { toCsv } from '../csv';
import type { InboxMessage } from './inbox';

/** The contact messages as CSV, as the inbox shows them. */
export function contactMessagesCsv(rows: readonly InboxMessage[]) {
  return toCsv(
    [
      'תאריך',
      'שם פרטי',
      'שם משפחה',
      'טלפון',
      'דוא״ל',
      'נושא',
      'הודעה',
      'סטטוס',
      'טופל על ידי',
      'תאריך טיפול',
    ],
    rows.map((m) => [
      m.createdAt,
      m.firstName,
      m.lastName,
      m.phone,
      m.email,
      m.service,
      m.message,
      contactStatusLabels[m.handledAt ? 'handled' : 'open'],
      m.handledBy,
      m.handledAt,
    ]),
  );
}
