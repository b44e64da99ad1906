import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATIONS_PAGE_SIZES, type ApplicationStatus, applicationStatuses } from '@/shared/travel-admin';

export const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export interface ListParams {
  page: number;
  pageSize: number;
  status: ApplicationStatus | undefined;
  search: string;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value);

/** Reads the list's state from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: APPLICATIONS_PAGE_SIZES.some((s) => s === size) ? size : DEFAULT_PAGE_SIZE,
    status: isStatus(status) ? status : undefined,
    search: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/**
 * The list's page, page size, status filter and search live in the URL (?page=2&size=50&status=pending&q=כהן),
 * so a reload or a shared link shows the same list. The search box is typed into `searchText` and
 * reaches the URL (and the server) 300 ms after the last keystroke.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = { ...readParams(current), ...change };
          const query = new URLSearchParams();
          if (next.search) query.set('q', next.search);
          if (next.status) query.set('status', next.status);
          if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
          if (next.page > 1) query.set('page', String(next.page));
          return query;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const [searchText, setSearchText] = useState(params.search);
  // the URL changed from elsewhere (back button, a link): the box follows it
  useEffect(() => {
    setSearchText((text) => (text.trim() === params.search ? text : params.search));
  }, [params.search]);
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === params.search) return;
    const timer = setTimeout(() => update({ search: wanted, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, params.search, update]);

  return { params, update, searchText, setSearchText };
}
