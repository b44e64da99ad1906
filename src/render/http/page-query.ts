/** What a page's render reads of the query string. */
interface PageQuery {
  /** the parameters the page reads (useSearchParams) */
  params: readonly string[];
  /** false: with them the answer depends on a one-time token, so it is rendered each time, never kept */
  keep: boolean;
}

/**
 * The pages whose render reads the query string, by path (page-query.test.ts fails when a page that
 * reads it is missing here). Blog search and paging (?q=, ?page=) will be `keep: true` entries.
 */
export const pageQueries: Readonly<Record<string, PageQuery>> = {
  '/reset-password': { params: ['token'], keep: false },
  '/newsletter/unsubscribe': { params: ['token'], keep: false },
};

/**
 * Where a page is rendered and the key it is kept under: its path plus only the query parameters
 * its page reads. Any other parameter (?utm_source=…, ?fbclid=…, ?x=1) changes neither the HTML
 * nor the cache entry. `key` is undefined when the answer must not be kept.
 */
export function pageTarget(url: URL): { location: string; key: string | undefined } {
  const query = pageQueries[url.pathname];
  if (!query || url.search === '') return { location: url.pathname, key: url.pathname };
  const read = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (query.params.includes(name)) read.append(name, value);
  const search = read.size > 0 ? `?${read}` : '';
  const location = url.pathname + search;
  return { location, key: search !== '' && !query.keep ? undefined : location };
}
