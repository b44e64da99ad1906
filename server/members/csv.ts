import { toCsv } from '../newsletter/csv';
import type { Member } from './service';

/** The members as CSV (the newsletter export's cells: safe against formula injection, UTF-8 with BOM). */
export function membersCsv(rows: readonly Member[]) {
  return toCsv(
    ['id', 'name', 'email', 'phone', 'status', 'createdAt'],
    rows.map((m) => [String(m.id), m.name, m.email, m.phone, m.status, m.createdAt]),
  );
}
