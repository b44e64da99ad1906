import { DEFAULT_PAGE_SIZE } from '@/shared/paging';
import { readPaging, useUrlListParams, writePaging } from '../admin-ui/use-url-list-params';

export interface AuditParams {
  page: number;
  pageSize: number;
  actorId: number | undefined;
  action: string | undefined;
  from: string | undefined;
  to: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-zA-Z]{1,30}(\.[a-zA-Z]{1,30})?$/;

/** The filters and page from the query string, ignoring anything malformed (a hand-edited link). */
function readParams(params: URLSearchParams): AuditParams {
  const { page, pageSize } = readPaging(params, DEFAULT_PAGE_SIZE);
  const actor = Number(params.get('actor'));
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page,
    pageSize,
    actorId: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    action: ACTION.test(action) ? action : undefined,
    from: DAY.test(from) ? from : undefined,
    // a range the wrong way round is read as far as it makes sense: up to the start day
    to: DAY.test(to) && (!DAY.test(from) || to >= from) ? to : undefined,
  };
}

/** The query string of the filters: only what differs from the defaults. */
function writeParams(next: AuditParams): URLSearchParams {
  const query = new URLSearchParams();
  if (next.actorId !== undefined) query.set('actor', String(next.actorId));
  if (next.action) query.set('action', next.action);
  if (next.from) query.set('from', next.from);
  if (next.to) query.set('to', next.to);
  return writePaging(query, { ...next, search: '' }, DEFAULT_PAGE_SIZE);
}

const auditQuery = { read: readParams, write: writeParams };

/** The audit log's filters live in the URL (?actor=3&action=member.delete&from=2026-11-01&to=2026-11-30&page=2). */
export const useAuditParams = () => useUrlListParams(auditQuery);
