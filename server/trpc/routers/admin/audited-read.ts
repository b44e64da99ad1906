import type { z } from 'zod';
import { CsvTextSchema } from '../../../../src/shared/answers';
import { type AuditEntry, recordAudit } from '../../../audit/service';
import type { AuthUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { adminProcedure, sensitiveAdminProcedure } from '../../init';

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

type PageInput = Parameters<typeof pageDetails>[0];
type PageAnswer = Parameters<typeof pageDetails>[1];

/**
 * A list's page, its read audited as `action` on `targetType` with `pageDetails` (and `details` of the
 * input, for filters of its own).
 */
function auditedPage<I extends PageInput, P extends { items: unknown[]; total: number }>(
  ctx: AdminCall,
  input: I,
  audit: { action: string; targetType: string; details?: (input: I) => Record<string, unknown> },
  list: (db: Db, input: I) => PromiseLike<P>,
): Promise<P> {
  const { details, ...entry } = audit;
  return auditedRead(
    ctx,
    { ...entry, details: (page: P) => ({ ...pageDetails(input, page), ...details?.(input) }) },
    (db) => list(db, input),
  );
}

/** What an admin's change records besides who and from where. */
type ChangeEntry = Omit<AuditEntry, 'actorId' | 'ip'>;

/** An admin's change and its audit entry (made of the change's result), in one transaction. */
export function auditedChange<T>(
  ctx: AdminCall,
  change: (tx: Db) => Promise<T>,
  entry: (result: T) => ChangeEntry,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, { actorId: ctx.user.id, ip: ctx.ip, ...entry(result) });
    return result;
  });
}

/** An admin list procedure: `list`'s page for the input, answered as `output`, its read audited as in `auditedPage`. */
export function auditedListProcedure<
  S extends z.ZodType<PageInput>,
  O extends z.ZodType<PageAnswer, PageAnswer>,
>(
  schema: S,
  output: O,
  audit: { action: string; targetType: string; details?: (input: z.output<S>) => Record<string, unknown> },
  list: (db: Db, input: z.output<S>, deps: AppDeps) => PromiseLike<z.input<O>>,
) {
  // tRPC infers the input and the answer through its own types, which do not narrow to zod's for a
  // generic S and O (the answer is still checked by `output`, and callers see its type)
  return adminProcedure
    .input(schema)
    .output(output)
    .query(
      ({ ctx, input }) =>
        auditedPage(ctx, input as z.output<S>, audit, (db, page) => list(db, page, ctx.deps)) as never,
    );
}

/** An admin procedure answering the one record of `{ id }` as `output`, its read audited as `action` on `targetType`. */
export function auditedGetProcedure<S extends z.ZodType<{ id: number }>, O extends z.ZodType>(
  schema: S,
  output: O,
  audit: { action: string; targetType: string },
  get: (db: Db, id: number, deps: AppDeps) => PromiseLike<z.input<O>>,
) {
  return (
    adminProcedure
      .input(schema)
      .output(output)
      // as in auditedListProcedure: `output` checks the answer; tRPC's types cannot follow a generic O
      .query(
        ({ ctx, input }) =>
          auditedRead(ctx, { ...audit, targetId: input.id }, (db) => get(db, input.id, ctx.deps)) as never,
      )
  );
}

/**
 * A list's CSV export: a sensitive act (a recent second factor, as every export of personal data), the
 * rows of `read` for the list's filters, its read audited as `action` on `targetType` with how many rows
 * and `details` of the filters, and `csv` of the rows as the answer.
 */
export function auditedExportProcedure<S extends z.ZodType, R>(
  schema: S,
  audit: { action: string; targetType: string; details?: (input: z.output<S>) => Record<string, unknown> },
  read: (db: Db, input: z.output<S>, deps: AppDeps) => PromiseLike<R[]>,
  csv: (rows: R[], db: Db) => string | Promise<string>,
) {
  const { details, ...entry } = audit;
  return sensitiveAdminProcedure
    .input(schema)
    .output(CsvTextSchema)
    .query(async ({ ctx, input }) => {
      const filter = input as z.output<S>;
      const rows = await auditedRead(ctx, { ...entry, details: () => details?.(filter) ?? {} }, (db) =>
        read(db, filter, ctx.deps),
      );
      return csv(rows, ctx.db);
    });
}
