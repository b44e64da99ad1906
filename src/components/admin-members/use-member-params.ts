import {
  type MemberSortField,
  type MemberStatus,
  memberSortFields,
  memberStatuses,
  type SortOrder,
} from '@/shared/members';
import {
  type PagingParams,
  readPaging,
  useSearchableListParams,
  writePaging,
} from '../admin-ui/use-url-list-params';

export interface MemberParams extends PagingParams {
  status: MemberStatus | undefined;
  sort: MemberSortField;
  order: SortOrder;
}

const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_SORT: MemberSortField = 'createdAt';
const DEFAULT_ORDER: SortOrder = 'desc';

const isSortField = (value: string | null): value is MemberSortField =>
  memberSortFields.some((field) => field === value);

/** Reads the list's state from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): MemberParams {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    ...readPaging(params, DEFAULT_PAGE_SIZE),
    status: memberStatuses.find((s) => s === params.get('status')),
    sort: isSortField(sort) ? sort : DEFAULT_SORT,
    order: order === 'asc' || order === 'desc' ? order : isSortField(sort) ? 'asc' : DEFAULT_ORDER,
  };
}

/** The query string of a list state: only what differs from the defaults. */
function writeParams(next: MemberParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.status) query.set('status', next.status);
  if (next.sort !== DEFAULT_SORT || next.order !== DEFAULT_ORDER) {
    query.set('sort', next.sort);
    query.set('order', next.order);
  }
  return writePaging(query, next, DEFAULT_PAGE_SIZE);
}

const memberQuery = { read: readParams, write: writeParams };

/**
 * The members list's page, size, search, status and order live in the URL
 * (?q=כהן&status=active&sort=name&order=asc&page=2); the search reaches the URL 300 ms after the last keystroke.
 */
export const useMemberParams = () => useSearchableListParams(memberQuery);
