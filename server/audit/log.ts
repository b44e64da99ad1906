import { and, asc, desc, eq, gte, inArray, isNotNull, like, lt, type SQL } from 'drizzle-orm';
import type { AuditFilterSchema, AuditListSchema } from '../../src/shared/audit';
import { israelDayEnd, israelDayStart } from '../../src/shared/israel-time';
import type { Page } from '../../src/shared/paging';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { pageOf } from '../db/paging';
import { auditLog, users } from '../db/schema';

/** One entry as the audit page shows it: who (by user name), what, to which record, from where, when. */
export interface AuditEntryRow {
  id: number;
  createdAt: Date;
  action: string;
  actorId: number | null;
  /** null when the user was deleted since */
  actorUsername: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export type AuditPage = Page<AuditEntryRow>;

function whereOf(input: z.output<typeof AuditFilterSchema>): SQL | undefined {
  return and(
    input.actorId === undefined ? undefined : eq(auditLog.actorId, input.actorId),
    input.action === undefined
      ? undefined
      : input.action.includes('.')
        ? eq(auditLog.action, input.action)
        : // an area alone ('member'): every action of it
          like(auditLog.action, `${input.action}.%`),
    input.from === undefined ? undefined : gte(auditLog.createdAt, israelDayStart(input.from)),
    input.to === undefined ? undefined : lt(auditLog.createdAt, israelDayEnd(input.to)),
  );
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/** The entries of `where` (with their actors' user names), newest first. */
async function entries(db: Db, where: SQL | undefined): Promise<AuditEntryRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorUsername: users.username,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, details: (row.details ?? null) as Record<string, unknown> | null }));
}

/** A page of entries, newest first. Nothing in the app changes or deletes an entry. */
export function listAuditEntries(db: Db, input: z.output<typeof AuditListSchema>): Promise<AuditPage> {
  const where = whereOf(input);
  return pageOf(
    input,
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(where)
      .orderBy(...newestFirst),
    (ids) => entries(db, inArray(auditLog.id, ids)),
    db.$count(auditLog, where),
  );
}

/** Every entry of the filters, newest first (the CSV export). */
export const allAuditEntries = (db: Db, input: z.output<typeof AuditFilterSchema>) =>
  entries(db, whereOf(input));

/** The people who appear in the log (the page's person filter), by user name. */
export function auditActors(db: Db): Promise<{ id: number; username: string }[]> {
  return db
    .selectDistinct({ id: users.id, username: users.username })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(users.username));
}

/** The actions that appear in the log (the page's action filter). */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
