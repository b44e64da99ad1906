/**
 * The paging of every admin list that grows with use: `page` from 1, `pageSize` at most 100, and a
 * search of up to 100 characters. Shared by the lists' schemas, the server and the admin pages.
 */
import { z } from './zod';

/** The page sizes an admin list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** What a list answers without `pageSize`. */
export const DEFAULT_PAGE_SIZE = 50;

const pageMessage = 'מספר עמוד לא תקין';
const pageSizeMessage = 'גודל עמוד לא תקין';

export const pageField = z.coerce
  .number({ error: pageMessage })
  .int(pageMessage)
  .min(1, pageMessage)
  .max(100_000, pageMessage)
  .default(1);

export const pageSizeField = z.coerce
  .number({ error: pageSizeMessage })
  .int(pageSizeMessage)
  .min(1, pageSizeMessage)
  .max(100, pageSizeMessage)
  .default(DEFAULT_PAGE_SIZE);

export const searchField = z.string({ error: 'חיפוש לא תקין' }).trim().max(100, 'החיפוש ארוך מדי').optional();

/** page, pageSize and a search: what every paged admin list takes. */
export const ListPageSchema = z.object({ page: pageField, pageSize: pageSizeField, search: searchField });

/** One page of a list: its rows, newest first, and the total of the same search and filter. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The schema of a `Page` of `item`s (a procedure's output). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
