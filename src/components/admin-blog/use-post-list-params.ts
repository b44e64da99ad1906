import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PostStatus } from '@/shared/blog';

export const POST_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export interface PostListParams {
  page: number;
  status: PostStatus | undefined;
  categoryId: number | undefined;
  search: string;
}

const positiveInt = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The list's state from the query string, ignoring anything malformed (a hand-edited link). */
export function readPostListParams(params: URLSearchParams): PostListParams {
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page'), 100_000) ?? 1,
    status: status === 'published' || status === 'draft' ? status : undefined,
    categoryId: positiveInt(params.get('category'), 2_147_483_647),
    search: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The query string of a list state: only what differs from the defaults (?q=ביטוח&status=draft&category=3&page=2). */
export function postListQuery(state: PostListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set('q', state.search);
  if (state.status) query.set('status', state.status);
  if (state.categoryId) query.set('category', String(state.categoryId));
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/**
 * /admin/blog's page, status, category and title search live in the URL, so a reload, the back button
 * or a shared link shows the same list. The search reaches the URL 300 ms after the last keystroke.
 */
export function usePostListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPostListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<PostListParams>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => postListQuery({ ...readPostListParams(current), ...change }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
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
