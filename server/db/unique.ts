import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Whether a row of `table` other than `exceptId` meets `match`: a value that must be unique is taken.
 * The unique index settles races; this check answers the usual case on its field.
 */
export async function takenByAnother(
  db: Db,
  table: PgTable & { id: PgColumn },
  match: SQL,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(match, exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  return row !== undefined;
}
