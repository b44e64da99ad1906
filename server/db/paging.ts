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

/**
 * One page of a list: the rows of `rows` (a query in the list's order; the page's LIMIT and OFFSET are
 * added here) and `total`, the count of the same filter, read together. A page past the end has no rows.
 */
export async function pageOf<T>(
  input: { page: number; pageSize: number },
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  total: PromiseLike<number>,
): Promise<Page<T>> {
  const [items, counted] = await Promise.all([
    rows.limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    total,
  ]);
  return { items, total: Number(counted), page: input.page, pageSize: input.pageSize };
}
