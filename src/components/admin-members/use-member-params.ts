import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  MEMBERS_DEFAULT_PAGE_SIZE,
  MEMBERS_PAGE_SIZES,
  type MemberSortField,
  memberSortFields,
  type SortOrder,
} from '@/shared/members';

const SEARCH_DELAY_MS = 300;

export interface MemberParams {
  page: number;
  pageSize: number;
  search: string;
  sort: MemberSortField;
  order: SortOrder;
}

const DEFAULT_SORT: MemberSortField = 'createdAt';
const DEFAULT_ORDER: SortOrder = 'desc';

const isSortField = (value: string | null): value is MemberSortField =>
  memberSortFields.some((field) => field === value);

/** Reads the list's state from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): MemberParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: MEMBERS_PAGE_SIZES.some((s) => s === size) ? size : MEMBERS_DEFAULT_PAGE_SIZE,
    search: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSortField(sort) ? sort : DEFAULT_SORT,
    order: order === 'asc' || order === 'desc' ? order : isSortField(sort) ? 'asc' : DEFAULT_ORDER,
  };
}

/**
 * The members list's page, size, search and order live in the URL (?q=כהן&sort=name&order=asc&page=2),
 * so a reload or a shared link shows the same list; the search box reaches the URL (and the server)
 * 300 ms after the last keystroke.
 */
export function useMemberParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<MemberParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          // the address bar, not `current`: react-router's `current` is the render's, so two changes in
          // one tick (a sort, then a page size) would otherwise drop the first
          const latest =
            typeof window === 'undefined' ? current : new URLSearchParams(window.location.search);
          const next = { ...readParams(latest), ...change };
          const query = new URLSearchParams();
          if (next.search) query.set('q', next.search);
          if (next.sort !== DEFAULT_SORT || next.order !== DEFAULT_ORDER) {
            query.set('sort', next.sort);
            query.set('order', next.order);
          }
          if (next.pageSize !== MEMBERS_DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
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
