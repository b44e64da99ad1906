import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PAGE_SIZES } from '@/shared/paging';

const SEARCH_DELAY_MS = 300;

/** How a list's state is read from and written to its query string (module-level functions: stable). */
export interface ListQuery<P> {
  /** the state from the query string, ignoring anything malformed (a hand-edited link) */
  read: (query: URLSearchParams) => P;
  /** the query string of a state: only what differs from the defaults */
  write: (state: P) => URLSearchParams;
}

/**
 * An admin list's state (page, size, filters, order) lives in the URL, so a reload, the back button or
 * a shared link shows the same list. `update` merges a change into the address bar's current state (not
 * the render's: two changes in one tick, a sort then a page size, both land).
 */
export function useUrlListParams<P>({ read, write }: ListQuery<P>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback(
    (change: Partial<P>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const latest =
            typeof window === 'undefined' ? current : new URLSearchParams(window.location.search);
          return write({ ...read(latest), ...change });
        },
        { replace: options.replace ?? false },
      );
    },
    [read, write, setSearchParams],
  );
  return { params, update };
}

/**
 * `useUrlListParams` for a list with a search box: the box is typed into `searchText` and reaches the
 * URL (and the server) 300 ms after the last keystroke, back to page 1.
 */
export function useSearchableListParams<P extends { search: string; page: number }>(query: ListQuery<P>) {
  const { params, update } = useUrlListParams(query);
  const [searchText, setSearchText] = useState(params.search);
  // the URL changed from elsewhere (back button, a link): the box follows it
  useEffect(() => {
    setSearchText((text) => (text.trim() === params.search ? text : params.search));
  }, [params.search]);
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === params.search) return;
    const timer = setTimeout(
      () => update({ search: wanted, page: 1 } as Partial<P>, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, params.search, update]);
  return { params, update, searchText, setSearchText };
}

/** What every paged list keeps in its URL: `page`, `size` and the search `q`. */
export interface PagingParams {
  page: number;
  pageSize: number;
  search: string;
}

/** A list query's options: the previous page stays on screen while the next one loads, no empty table between. */
export const keepPreviousPage = { placeholderData: <T>(previous: T) => previous };

/** A list's URL state as its procedure's input: the same fields, without an empty search. */
export const listInput = <P extends PagingParams>(params: P) => ({
  ...params,
  search: params.search || undefined,
});

/** The page, size and search of a query string, ignoring anything malformed; `defaultSize` without `size`. */
export function readPaging(query: URLSearchParams, defaultSize: number): PagingParams {
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: PAGE_SIZES.some((s) => s === size) ? size : defaultSize,
    search: (query.get('q') ?? '').trim().slice(0, 100),
  };
}

/** Adds to `query` what of the page, size and search differs from the defaults (the page last). */
export function writePaging(query: URLSearchParams, state: PagingParams, defaultSize: number) {
  if (state.search) query.set('q', state.search);
  if (state.pageSize !== defaultSize) query.set('size', String(state.pageSize));
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

export type StatusListParams<S extends string> = PagingParams & { status: S | undefined };

/** The URL state of a list with a search and a status filter (?q=כהן&status=open&size=50&page=2). */
export function statusListQuery<S extends string>(
  statuses: readonly S[],
  defaultSize = 20,
): ListQuery<StatusListParams<S>> {
  return {
    read: (query) => {
      const status = statuses.find((s) => s === query.get('status'));
      return { ...readPaging(query, defaultSize), status };
    },
    write: (state) => {
      const query = new URLSearchParams();
      if (state.status) query.set('status', state.status);
      return writePaging(query, state, defaultSize);
    },
  };
}
