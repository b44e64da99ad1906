import type { AnyTRPCProcedure } from '@trpc/server';
import { israelToday } from '../../src/shared/israel-time';
import { DEFAULT_PAGE_SIZE } from '../../src/shared/paging';
import { z } from '../../src/shared/zod';
import { appRouter } from '../trpc/router';
import { type ProcedureAnswering, type RestRequest, route } from './adapter';

const { audit, contact, dashboard, members, newsletter, travel } = appRouter.admin;

/** The body's fields with the path's id (`/…/{id}`); the procedure's schema judges both. */
export const withIdParam = ({ json, params }: RestRequest) => ({
  ...(json !== null && typeof json === 'object' ? json : {}),
  id: Number(params.id),
});

/** A CSV text as a download named `<name>-<today in Israel>.csv`. */
export const csvFile = (name: string) => (csv: string) => {
  const day = israelToday();
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    },
  });
};

/** A list's page as a JSON array, with the total of all pages in X-Total-Count. */
export const pageOfItems = <T>({ items, total }: { items: T[]; total: number }) =>
  Response.json(items, { headers: { 'x-total-count': String(total) } });

/**
 * The query string of a paged admin list: `page` from 1, `pageSize` (50 unless given; the schema
 * refuses more than 100), `q` the search, `status` where the list has one. The procedure's schema
 * judges the values; `search` is still read where `q` is absent (the name these paths first took).
 */
export const listQueryInput = ({ query }: RestRequest) => ({
  page: query.page || undefined,
  pageSize: query.pageSize || DEFAULT_PAGE_SIZE,
  search: query.q || query.search || undefined,
  status: query.status || undefined,
});

/** A list's query string without its page: what its CSV export takes. */
export const filterQueryInput = (req: RestRequest) => {
  const { page, pageSize, ...filter } = listQueryInput(req);
  return filter;
};

/** GET of a paged list: the query string in, the page's array and X-Total-Count out. */
export const pagedList = <P extends AnyTRPCProcedure>(
  path: string,
  procedure: ProcedureAnswering<{ items: unknown[]; total: number }, P>,
  input: (req: RestRequest) => unknown = listQueryInput,
) =>
  route<P, { items: unknown[]; total: number }>('GET', path, procedure, {
    input,
    respond: pageOfItems,
    answers: pageSchema,
    totalCount: true,
  });

/** What a paged list sends: the `items` of its procedure's output (of a nullable one, what it holds). */
export const pageSchema = (output: z.ZodType): z.ZodType => {
  const page = (output instanceof z.ZodNullable ? output.unwrap() : output) as z.ZodObject;
  return page.shape.items as z.ZodType;
};

/** The contact inbox and the newsletter subscribers (paged lists), by the same conventions. */
export const adminInboxRoutes = [
  pagedList('/admin/contact-messages', contact.list),
  route('GET', '/admin/contact-messages.csv', contact.exportCsv, {
    input: filterQueryInput,
    respond: csvFile('contact-messages'),
    sends: 'text/csv',
  }),
  route('PUT', '/admin/contact-messages/:id', contact.markHandled, { input: withIdParam }),
  pagedList('/admin/newsletter', newsletter.list),
  route('GET', '/admin/newsletter.csv', newsletter.exportCsv, {
    respond: csvFile('newsletter-subscribers'),
    sends: 'text/csv',
  }),
];

/** Travel rows: the list is an array (X-Total-Count has the total); its CSV (q, status); details; status change. */
export const adminTravelRoutes = [
  pagedList('/admin/travel-insurance', travel.list),
  route('GET', '/admin/travel-insurance.csv', travel.exportCsv, {
    input: filterQueryInput,
    respond: csvFile('travel-requests'),
    sends: 'text/csv',
  }),
  route('GET', '/admin/travel-insurance/:id', travel.get, {
    input: ({ params }) => ({ id: Number(params.id) }),
  }),
  route('PUT', '/admin/travel-insurance/:id', travel.setStatus, { input: withIdParam }),
];

/**
 * The list's query and `?sort=name&order=asc`, or `?sort=-name` for descending; the procedure's
 * schema judges the values.
 */
function memberListInput(req: RestRequest) {
  const sort = req.query.sort || undefined;
  const descending = sort?.startsWith('-');
  return {
    ...listQueryInput(req),
    sort: descending ? sort?.slice(1) : sort,
    order: req.query.order || (descending ? 'desc' : undefined),
  };
}

/**
 * Members: the list is an array (X-Total-Count has the total; page, pageSize, q, status, sort, order in
 * the query); 201 created; 200 updated; 200 the deleted member, which POST …/{id}/restore puts back
 * (the undo). GET /api/admin/members.csv: the same search, status and order as CSV.
 */
export const adminMembersRoutes = [
  pagedList('/admin/members', members.list, memberListInput),
  route('GET', '/admin/members.csv', members.exportCsv, {
    input: (req) => {
      const { page, pageSize, ...filter } = memberListInput(req);
      return filter;
    },
    respond: csvFile('members'),
    sends: 'text/csv',
  }),
  route('POST', '/admin/members', members.create, { status: 201 }),
  route('GET', '/admin/members/:id', members.get, { input: ({ params }) => ({ id: Number(params.id) }) }),
  route('PUT', '/admin/members/:id', members.update, { input: withIdParam }),
  route('DELETE', '/admin/members/:id', members.delete, {
    input: ({ params }) => ({ id: Number(params.id) }),
  }),
  route('POST', '/admin/members/:id/restore', members.restore, { input: withIdParam, status: 201 }),
];

/** The log's filters in the query string. */
const auditFilterInput = ({ query }: RestRequest) => ({
  actorId: query.actorId || undefined,
  action: query.action || undefined,
  from: query.from || undefined,
  to: query.to || undefined,
});

/**
 * GET /api/admin/audit-log: newest first, an array with X-Total-Count; page, pageSize, actorId, action,
 * from, to. GET /api/admin/audit-log.csv: the same filters as CSV.
 */
export const adminAuditRoutes = [
  pagedList('/admin/audit-log', audit.list, (req) => ({
    page: req.query.page || undefined,
    pageSize: req.query.pageSize || undefined,
    ...auditFilterInput(req),
  })),
  route('GET', '/admin/audit-log.csv', audit.exportCsv, {
    input: auditFilterInput,
    respond: csvFile('audit-log'),
    sends: 'text/csv',
  }),
];

/** GET /api/admin/stats (the stat cards), and the dashboard's waiting items and 30-day figures. */
export const adminDashboardRoutes = [
  route('GET', '/admin/stats', dashboard.stats),
  route('GET', '/admin/dashboard', dashboard.overview),
];
