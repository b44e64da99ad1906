import { recordAudit } from '../../../audit/service';
import type { AuthUser } from '../../../auth/session';
import type { Db } from '../../../db/client';

/** What an admin procedure knows of its call. */
interface AdminCall {
  db: Db;
  ip: string;
  user: AuthUser;
}

interface AuditedAction<T> {
  action: string;
  targetType: string;
  /** the one record read, when it is one */
  targetId?: string | number;
  /** what else to record of the read (a page number, the search); `count` is added for arrays */
  details?: (result: T) => Record<string, unknown>;
}

/** An admin's read of personal data, recorded in the audit log: who, from where, what and how many rows. */
export async function auditedRead<T>(
  ctx: AdminCall,
  audit: AuditedAction<T>,
  read: (db: Db) => PromiseLike<T>,
): Promise<T> {
  const result = await read(ctx.db);
  const { details, ...entry } = audit;
  await recordAudit(ctx.db, {
    actorId: ctx.user.id,
    ip: ctx.ip,
    ...entry,
    details: {
      ...(Array.isArray(result) ? { count: result.length } : {}),
      ...details?.(result),
    },
  });
  return result;
}

/** What a list's read records: how many rows of how many, which page, and its search and status filter. */
export function pageDetails(
  input: { page: number; search?: string | undefined; status?: string | undefined },
  page: { items: unknown[]; total: number },
): Record<string, unknown> {
  return {
    count: page.items.length,
    total: page.total,
    page: input.page,
    ...(input.status ? { status: input.status } : {}),
    ...(input.search ? { search: input.search } : {}),
  };
}
