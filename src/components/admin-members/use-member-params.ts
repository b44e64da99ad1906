import {
  MEMBERS_DEFAULT_PAGE_SIZE,
  MEMBERS_PAGE_SIZES,
  type MemberSortField,
  memberSortFields,
  type SortOrder,
} from '@/shared/members';
import { useSearchableListParams } from '../admin-ui/use-url-list-params';

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

/** The query string of a list state: only what differs from the defaults. */
function writeParams(next: MemberParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.search) query.set('q', next.search);
  if (next.sort !== DEFAULT_SORT || next.order !== DEFAULT_ORDER) {
    query.set('sort', next.sort);
    query.set('order', next.order);
  }
  if (next.pageSize !== MEMBERS_DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
  if (next.page > 1) query.set('page', String(next.page));
  return query;
}

const memberQuery = { read: readParams, write: writeParams };

/**
 * The members list's page, size, search and order live in the URL (?q=כהן&sort=name&order=asc&page=2);
 * the search reaches the URL 300 ms after the last keystroke.
 */
export const useMemberParams = () => useSearchableListParams(memberQuery);
