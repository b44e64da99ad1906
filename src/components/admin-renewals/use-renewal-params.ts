import { DEFAULT_PAGE_SIZE } from '@/shared/paging';
import { RENEWALS_DEFAULT_WITHIN, type RenewalStatus, renewalStatuses } from '@/shared/policies';
import { readPaging, useUrlListParams, writePaging } from '../admin-ui/use-url-list-params';

export interface RenewalParams {
  page: number;
  pageSize: number;
  within: number;
  status: RenewalStatus | undefined;
}

/** The windows the screen offers, in days. */
export const windows = [30, 60, 90, 180, 365] as const;

const readParams = (query: URLSearchParams): RenewalParams => {
  const { page, pageSize } = readPaging(query, DEFAULT_PAGE_SIZE);
  const within = Number(query.get('within'));
  return {
    page,
    pageSize,
    within: windows.some((w) => w === within) ? within : RENEWALS_DEFAULT_WITHIN,
    status: renewalStatuses.find((s) => s === query.get('status')),
  };
};

const writeParams = (next: RenewalParams) => {
  const query = new URLSearchParams();
  if (next.within !== RENEWALS_DEFAULT_WITHIN) query.set('within', String(next.within));
  if (next.status) query.set('status', next.status);
  return writePaging(query, { ...next, search: '' }, DEFAULT_PAGE_SIZE);
};

const renewalQuery = { read: readParams, write: writeParams };

/** The renewals screen's window, status and page live in the URL (?within=90&status=open&page=2). */
export const useRenewalParams = () => useUrlListParams(renewalQuery);
