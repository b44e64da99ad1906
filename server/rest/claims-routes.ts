import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';
import { pagedList, withIdParam } from './admin-routes';

const { claims } = appRouter.account;
const { claims: queue } = appRouter.admin;

const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });

/** The customer's claims: file, list, one with its timeline and requests, add a document. */
export const accountClaimsRoutes = [
  route('POST', '/user/claims', claims.create, { status: 201 }),
  route('GET', '/user/claims', claims.list),
  route('GET', '/user/claims/:id', claims.get, { input: idParam }),
  route('POST', '/user/claims/:id/documents', claims.attachDocument, { input: withIdParam }),
];

/** The staff's claims: the queue (page, pageSize, q, status; X-Total-Count), one claim, a move, a document request. */
export const adminClaimsRoutes = [
  pagedList('/admin/claims', queue.list),
  route('GET', '/admin/claims/:id', queue.get, { input: idParam }),
  route('PUT', '/admin/claims/:id', queue.move, { input: withIdParam }),
  route('POST', '/admin/claims/:id/document-requests', queue.requestDocument, {
    input: withIdParam,
    status: 201,
  }),
];
