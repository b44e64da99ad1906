import { matchAppRoute } from '../../src/routes';

/**
 * Where a page is rendered and the key it is kept under: its path plus only the query parameters
 * its route declares (`query` in src/routes.ts; page-query.test.ts fails when a page that reads the
 * query string is missing there). Any other parameter (?utm_source=…, ?fbclid=…, ?x=1) changes neither
 * the HTML nor the cache entry. `key` is undefined when the answer must not be kept.
 */
export function pageTarget(url: URL): { location: string; key: string | undefined } {
  if (url.search === '') return { location: url.pathname, key: url.pathname };
  const query = matchAppRoute(url.pathname).route.query;
  if (!query) return { location: url.pathname, key: url.pathname };
  const read = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (query.params.includes(name)) read.append(name, value);
  const search = read.size > 0 ? `?${read}` : '';
  const location = url.pathname + search;
  return { location, key: search !== '' && !query.keep ? undefined : location };
}
