import type { SQLWrapper } from 'drizzle-orm';
import { normalizePhone } from '../../src/shared/contact';
import type { Page } from '../../src/shared/paging';

/** A text for LIKE / ILIKE, its own `%`, `_` and `\` taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of a text anywhere in a value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * The digits a phone is stored with, of a search ('050-123', '+972 50 123' → '050123'), as a LIKE
 * pattern of a part of the phone; undefined when the search is not three digits or more.
 */
export function phonePattern(search: string): string | undefined {
  const phone = normalizePhone(search).replace(/^(?:\+|00)9720?/, '0');
  return /^\+?\d{3,}$/.test(phone) ? containing(phone) : undefined;
}

/** The ids of a list's rows in the list's order (`select id … where … order by …`), before paging. */
export interface IdsInOrder {
  limit(limit: number): { offset(offset: number): SQLWrapper };
}

/**
 * The rows of one page, found in two steps of one statement: the page's ids alone (`ids`, paged here),
 * then `rows` of those ids (`where id in (ids)`, in the list's order again). The index on the list's
 * order then skips the rows before the page inside the index (an index-only scan) instead of reading
 * each of them whole to throw it away: page 1,500 of the contact inbox (offset 75,000 of 100,000 rows)
 * took 73 ms that way and takes 20 ms this way (EXPLAIN ANALYZE on PostgreSQL 15).
 */
export function pageRows<T>(
  input: { page: number; pageSize: number },
  ids: IdsInOrder,
  rows: (ids: SQLWrapper) => PromiseLike<T[]>,
): PromiseLike<T[]> {
  return rows(ids.limit(input.pageSize).offset((input.page - 1) * input.pageSize));
}

/**
 * One page of a list (`pageRows`) and `total`, the count of the same filter, read together. A page past
 * the end has no rows.
 */
export async function pageOf<T>(
  input: { page: number; pageSize: number },
  ids: IdsInOrder,
  rows: (ids: SQLWrapper) => PromiseLike<T[]>,
  total: PromiseLike<number>,
): Promise<Page<T>> {
  const [items, counted] = await Promise.all([pageRows(input, ids, rows), total]);
  return { items, total: Number(counted), page: input.page, pageSize: input.pageSize };
}
