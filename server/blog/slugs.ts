import { eq, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SLUG_MAX, slugify } from '../../src/shared/slug';
import type { Db } from '../db/client';
import { escapeLike } from '../db/paging';

export const SLUG_TAKEN = 'הכתובת כבר בשימוש. בחרו כתובת אחרת';

/**
 * A free slug for `text` in `column`: slugify's (or `<fallback>-<n>` when nothing usable remains), with -2,
 * -3… added when taken. The unique index still decides a race (the caller turns it into a 409).
 */
export async function freeSlug(
  db: Db,
  table: PgTable,
  column: PgColumn,
  text: string,
  fallback: string,
): Promise<string> {
  let base = slugify(text);
  if (!base) {
    const [row] = await db.select({ n: sql<number>`count(*)::int + 1` }).from(table);
    base = `${fallback}-${row?.n ?? 1}`;
  }
  const taken = new Set(
    (
      await db
        .select({ slug: column })
        .from(table)
        .where(or(eq(column, base), like(column, `${escapeLike(base)}-%`)))
    ).map((r) => r.slug as string),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '') + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
