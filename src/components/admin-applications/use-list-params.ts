import { APPLICATIONS_PAGE_SIZES, type ApplicationStatus, applicationStatuses } from '@/shared/travel-admin';
import { useSearchableListParams } from '../admin-ui/use-url-list-params';

export const DEFAULT_PAGE_SIZE = 20;

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

/** The query string of a list state: only what differs from the defaults. */
function writeParams(next: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.search) query.set('q', next.search);
  if (next.status) query.set('status', next.status);
  if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
  if (next.page > 1) query.set('page', String(next.page));
  return query;
}

const listQuery = { read: readParams, write: writeParams };

/**
 * The list's page, page size, status filter and search live in the URL (?page=2&size=50&status=pending&q=כהן);
 * the search reaches the URL 300 ms after the last keystroke.
 */
export const useListParams = () => useSearchableListParams(listQuery);
