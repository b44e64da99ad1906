import { memberStatusLabels } from '../../src/shared/members';
import { toCsv } from '../csv';
import type { Member } from './service';

/**
 * The members as CSV, as the members page shows them.
 */
export function membersCsv(rows: readonly Member[]) {
  return toCsv(
    ['מספר', 'שם', 'דוא״ל', 'טלפון', 'סטטוס', 'תאריך הצטרפות'],
    rows.map((m) => [String(m.id), m.name, m.email, m.phone, memberStatusLabels[m.status], m.createdAt]),
  );
}
