import { customerRoleLabels } from '../../src/shared/customers';
import { toCsv } from '../csv';
import type { CustomerRow } from './service';

/** The registered users as CSV, as the customers list shows them. */
export function customersCsv(rows: readonly CustomerRow[]) {
  return toCsv(
    ['מספר', 'שם משתמש', 'שם מלא', 'דוא״ל', 'טלפון', 'תפקיד', 'חסום', 'נרשם', 'כניסה אחרונה'],
    rows.map((c) => [
      String(c.id),
      c.username,
      c.fullName,
      c.email,
      c.phone,
      customerRoleLabels[c.role],
      c.blocked ? 'כן' : 'לא',
      c.createdAt,
      c.lastLogin,
    ]),
  );
}
