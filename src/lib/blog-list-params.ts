/**
 * What /blog and /blog/category/{slug} read of their URL (?q=, ?page=), the same on the server's
 * prefetch (src/routes.ts) and in the page, so both ask for the same query; and the paging arithmetic.
 * No imports: src/routes.ts is part of the browser's first load.
 */

/** highest page the schema accepts (PostListSchema) */
const PAGE_MAX = 100_000;
/** longest search the schema accepts */
const QUERY_MAX = 100;

export interface BlogListInput {
  page: number;
  q?: string;
  category?: string;
}

/** ?page= as a page number: anything that is not a whole number from 1 up is page 1 */
export function pageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** control characters (NUL, line breaks, DEL…): no title holds one, and the database refuses NUL */
const CONTROL = /\p{Cc}/gu;

/** ?q= as the search: without control characters, trimmed, cut to the schema's length, absent when empty */
export function searchParam(value: string | null): string | undefined {
  const q = value?.replace(CONTROL, '').trim().slice(0, QUERY_MAX).trim();
  return q ? q : undefined;
}

/** The `blog.list` input of a list page (its category from the path, the rest from the query). */
export function blogListInput(search: URLSearchParams, category?: string): BlogListInput {
  const input: BlogListInput = { page: pageParam(search.get('page')) };
  const q = searchParam(search.get('q'));
  if (q) input.q = q;
  if (category) input.category = category;
  return input;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** `base` with ?q= and ?page= (page 1 has no ?page=, so it has one address). */
export function listHref(base: string, page: number, q?: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** a page, or the pages left out before ('gap-start') or after ('gap-end') the current one */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page links to show: always the first and last page, the current page with `around` pages on
 * each side, and a gap where pages are left out (a gap of a single page shows the page instead).
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 1) return [1];
  const shown = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push(p <= current ? 'gap-start' : 'gap-end');
    items.push(p);
    previous = p;
  }
  return items;
}
