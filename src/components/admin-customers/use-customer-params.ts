import {
  type PagingParams,
  readPaging,
  useSearchableListParams,
  writePaging,
} from '../admin-ui/use-url-list-params';

export type RoleFilter = '' | 'user' | 'admin';

export interface CustomerParams extends PagingParams {
  role: RoleFilter;
}

const DEFAULT_PAGE_SIZE = 20;

/** Reads the list's state from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): CustomerParams {
  const role = params.get('role');
  return { ...readPaging(params, DEFAULT_PAGE_SIZE), role: role === 'user' || role === 'admin' ? role : '' };
}

/** The query string of a list state: only what differs from the defaults. */
function writeParams(next: CustomerParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.role) query.set('role', next.role);
  return writePaging(query, next, DEFAULT_PAGE_SIZE);
}

const customerQuery = { read: readParams, write: writeParams };

/** The customers list's page, size, role and search live in the URL (?q=כהן&role=admin&page=2). */
export const useCustomerParams = () => useSearchableListParams(customerQuery);
