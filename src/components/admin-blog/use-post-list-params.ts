import type { PostStatus } from '@/shared/blog';
import { useSearchableListParams } from '../admin-ui/use-url-list-params';

export const POST_PAGE_SIZE = 20;

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

const postListQueryOf = { read: readPostListParams, write: postListQuery };

/**
 * /admin/blog's page, status, category and title search live in the URL, so a reload, the back button
 * or a shared link shows the same list. The search reaches the URL 300 ms after the last keystroke.
 */
export const usePostListParams = () => useSearchableListParams(postListQueryOf);
