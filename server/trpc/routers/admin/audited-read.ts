import { recordAudit } from '../../../audit/service';
import type { AuthUser } from '../../../auth/session';
import type { Db } from '../../../db/client';

/** What an admin procedure knows of its call. */
interface AdminCall {
  db: Db;
  ip: string;
  user: AuthUser;
}

/** An admin's read of personal data, recorded in the audit log: who, from where, what and how many rows. */
export async function auditedRead<T>(
  ctx: AdminCall,
  audit: { action: string; targetType: string },
  read: (db: Db) => PromiseLike<T[]>,
): Promise<T[]> {
  const rows = await read(ctx.db);
  await recordAudit(ctx.db, { actorId: ctx.user.id, ip: ctx.ip, ...audit, details: { count: rows.length } });
  return rows;
}
