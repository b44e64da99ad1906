import { actionLabel, detailsText, targetText } from '../../src/shared/audit-labels';
import { toCsv } from '../csv';
import type { AuditEntryRow } from './log';

/**
 * The audit log as CSV, as its page shows it: when, who, the action in Hebrew, the record, the IP and
 * the details as one line. `actorName` names a user a details' filter refers to by id.
 */
export function auditCsv(rows: readonly AuditEntryRow[], actorName: (id: number) => string | undefined) {
  return toCsv(
    ['מתי', 'משתמש', 'פעולה', 'רשומה', 'כתובת IP', 'פרטים'],
    rows.map((e) => [
      e.createdAt,
      e.actorUsername ?? (e.actorId === null ? 'לא ידוע' : 'משתמש שנמחק'),
      actionLabel(e.action),
      targetText(e.targetType, e.targetId),
      e.ip,
      detailsText(e.action, e.details, actorName),
    ]),
  );
}
