import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';
import { csvFile, listQueryInput, pagedList, withIdParam } from './admin-routes';
import { documentFileRoutes } from './document-file';

const { customers, renewals } = appRouter.admin;

const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });
const documentParams = ({ params }: RestRequest) => ({ userId: Number(params.id), id: Number(params.docId) });

/**
 * The registered users and their policies: the list is an array
 * with X-Total-Count (page, pageSize, q, role in the query), and as CSV (users.csv: q, role); a user's page;
 * role, block and sessions; a document's bytes (inline or as a download); policy writes.
 */
export const adminCustomersRoutes = [
  pagedList('/admin/users', customers.list, (req) => ({
    ...listQueryInput(req),
    status: undefined,
    role: req.query.role || undefined,
  })),
  route('GET', '/admin/users.csv', customers.exportCsv, {
    input: (req) => ({
      search: req.query.q || req.query.search || undefined,
      role: req.query.role || undefined,
    }),
    respond: csvFile('customers'),
    sends: 'text/csv',
  }),
  route('GET', '/admin/users/:id', customers.get, { input: idParam }),
  route('PUT', '/admin/users/:id/role', customers.setRole, { input: withIdParam }),
  route('PUT', '/admin/users/:id/blocked', customers.setBlocked, { input: withIdParam }),
  route('DELETE', '/admin/users/:id/sessions', customers.endSessions, { input: idParam }),
  ...documentFileRoutes('/admin/users/:id/documents/:docId', customers.document, documentParams),
  route('POST', '/admin/users/:id/policies', customers.policies.create, {
    input: ({ json, params }) => ({
      ...(json !== null && typeof json === 'object' ? json : {}),
      userId: Number(params.id),
    }),
    status: 201,
  }),
  route('PUT', '/admin/policies/:id', customers.policies.update, { input: withIdParam }),
  route('POST', '/admin/policies/:id/end', customers.policies.end, { input: idParam }),
  pagedList('/admin/renewals', renewals.list, ({ query }) => ({
    within: query.within || undefined,
    status: query.status || undefined,
    page: query.page || undefined,
    pageSize: query.pageSize || undefined,
  })),
  route('PUT', '/admin/policies/:id/renewal', renewals.change, { input: withIdParam }),
];
