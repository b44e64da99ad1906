import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** the signed-in user who acted */
  actorId: number;
  /** `<area>.<verb>`, e.g. 'contact.list', 'contact.markHandled' */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** null when the entry must keep no personal data (a deleted account's own entry) */
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Records an admin action or a read of personal data; call it inside the action's transaction. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    ip: entry.ip?.slice(0, 64) ?? null,
    details: entry.details ?? null,
  });
}
