import { CUSTOMERS_PAGE_SIZES } from '@/shared/account';
import { useSearchableListParams } from '../admin-ui/use-url-list-params';

export type RoleFilter = '' | 'user' | 'admin';

export interface CustomerParams {
  page: number;
  pageSize: number;
  search: string;
  role: RoleFilter;
}

const DEFAULT_PAGE_SIZE = 20;

/** Reads the list's state from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): CustomerParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const role = params.get('role');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: CUSTOMERS_PAGE_SIZES.some((s) => s === size) ? size : DEFAULT_PAGE_SIZE,
    search: (params.get('q') ?? '').trim().slice(0, 100),
    role: role === 'user' || role === 'admin' ? role : '',
  };
}

/** The query string of a list state: only what differs from the defaults. */
function writeParams(next: CustomerParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.search) query.set('q', next.search);
  if (next.role) query.set('role', next.role);
  if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
  if (next.page > 1) query.set('page', String(next.page));
  return query;
}

const customerQuery = { read: readParams, write: writeParams };

/** The customers list's page, size, role and search live in the URL (?q=כהן&role=admin&page=2). */
export const useCustomerParams = () => useSearchableListParams(customerQuery);
