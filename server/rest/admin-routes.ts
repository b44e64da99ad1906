import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';

const { contact, newsletter, travel } = appRouter.admin;

/** The body's fields with the path's id (`/…/{id}`); the procedure's schema judges both. */
const withIdParam = ({ json, params }: RestRequest) => ({
  ...(json !== null && typeof json === 'object' ? json : {}),
  id: Number(params.id),
});

/** Admin paths beyond CONTRACT §4's table, by its conventions: contact inbox, newsletter subscribers. */
export const adminInboxRoutes = [
  route('GET', '/admin/contact-messages', contact.list),
  route('PUT', '/admin/contact-messages/:id', contact.markHandled, { input: withIdParam }),
  route('GET', '/admin/newsletter', newsletter.list),
  route('GET', '/admin/newsletter.csv', newsletter.exportCsv, {
    respond: (csv) => {
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        },
      });
    },
  }),
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
    respond: ({ items, total }) => Response.json(items, { headers: { 'x-total-count': String(total) } }),
  }),
  route('GET', '/admin/travel-insurance/:id', travel.get, {
    input: ({ params }) => ({ id: Number(params.id) }),
  }),
  route('PUT', '/admin/travel-insurance/:id', travel.setStatus, { input: withIdParam }),
];
