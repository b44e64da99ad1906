import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';

const { audit, contact, dashboard, members, newsletter, travel } = appRouter.admin;

/** The body's fields with the path's id (`/…/{id}`); the procedure's schema judges both. */
export const withIdParam = ({ json, params }: RestRequest) => ({
  ...(json !== null && typeof json === 'object' ? json : {}),
  id: Number(params.id),
});

/** A CSV text as a download named `<name>-<today>.csv`. */
const csvFile = (name: string) => (csv: string) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    },
  });
};

/** An array answer with the total of all pages in X-Total-Count. */
export const pageOfItems = <T>({ items, total }: { items: T[]; total: number }) =>
  Response.json(items, { headers: { 'x-total-count': String(total) } });

/** Admin paths beyond CONTRACT §4's table, by its conventions: contact inbox, newsletter subscribers. */
export const adminInboxRoutes = [
  route('GET', '/admin/contact-messages', contact.list),
  route('PUT', '/admin/contact-messages/:id', contact.markHandled, { input: withIdParam }),
  route('GET', '/admin/newsletter', newsletter.list),
  route('GET', '/admin/newsletter.csv', newsletter.exportCsv, { respond: csvFile('newsletter-subscribers') }),
];

/** GET /api/admin/travel-insurance: the query string's page, pageSize (REST default 50), status and search. */
const applicationListInput = ({ query }: RestRequest) => ({
  page: query.page || undefined,
  pageSize: query.pageSize || 50,
  status: query.status || undefined,
  search: query.search || undefined,
});

/** CONTRACT §4 travel rows: the list is an array (X-Total-Count has the total); details; status change. */
export const adminTravelRoutes = [
  route('GET', '/admin/travel-insurance', travel.list, {
    input: applicationListInput,
    respond: pageOfItems,
  }),
  route('GET', '/admin/travel-insurance/:id', travel.get, {
    input: ({ params }) => ({ id: Number(params.id) }),
  }),
  route('PUT', '/admin/travel-insurance/:id', travel.setStatus, { input: withIdParam }),
];

/** `?sort=name&order=asc`, or `?sort=-name` for descending; the procedure's schema judges the values. */
function memberFilterInput({ query }: RestRequest) {
  const sort = query.sort || undefined;
  const descending = sort?.startsWith('-');
  return {
    search: query.search || undefined,
    sort: descending ? sort?.slice(1) : sort,
    order: query.order || (descending ? 'desc' : undefined),
  };
}

/**
 * CONTRACT §4 members row: the list is an array (X-Total-Count has the total; page, pageSize — 100 by
 * default —, search, sort, order in the query); 201 created; 200 updated; 200 the deleted member, which
 * POST …/{id}/restore puts back (the undo). GET /api/admin/members.csv: the same search and order as CSV.
 */
export const adminMembersRoutes = [
  route('GET', '/admin/members', members.list, {
    input: (req) => ({
      ...memberFilterInput(req),
      page: req.query.page || undefined,
      pageSize: req.query.pageSize || 100,
    }),
    respond: pageOfItems,
  }),
  route('GET', '/admin/members.csv', members.exportCsv, {
    input: memberFilterInput,
    respond: csvFile('members'),
  }),
  route('POST', '/admin/members', members.create, { status: 201 }),
  route('GET', '/admin/members/:id', members.get, { input: ({ params }) => ({ id: Number(params.id) }) }),
  route('PUT', '/admin/members/:id', members.update, { input: withIdParam }),
  route('DELETE', '/admin/members/:id', members.delete, {
    input: ({ params }) => ({ id: Number(params.id) }),
  }),
  route('POST', '/admin/members/:id/restore', members.restore, { input: withIdParam, status: 201 }),
];

/** GET /api/admin/audit-log: newest first, an array with X-Total-Count; page, pageSize, actorId, action, from, to. */
export const adminAuditRoutes = [
  route('GET', '/admin/audit-log', audit.list, {
    input: ({ query }) => ({
      page: query.page || undefined,
      pageSize: query.pageSize || undefined,
      actorId: query.actorId || undefined,
      action: query.action || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
    }),
    respond: pageOfItems,
  }),
];

/** CONTRACT §4 GET /api/admin/stats (the stat cards), and the dashboard's waiting items and 30-day figures. */
export const adminDashboardRoutes = [
  route('GET', '/admin/stats', dashboard.stats),
  route('GET', '/admin/dashboard', dashboard.overview),
];
