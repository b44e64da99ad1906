import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';
import { pagedList, withIdParam } from './admin-routes';

const { portfolio, account, admin } = appRouter;

/** The multipart form's `file`, for the procedure's schema to judge. */
const fileField = ({ form }: RestRequest) => ({ file: form?.get('file') ?? undefined });
const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });

/** The portfolio check: the public check, the personal area's saved reports, the admin's review requests. */
export const portfolioRoutes = [
  route('POST', '/portfolio/check', portfolio.check, { accepts: 'multipart', input: fileField }),
  route('GET', '/user/portfolio', account.portfolio.list),
  route('POST', '/user/portfolio', account.portfolio.save, {
    accepts: 'multipart',
    input: fileField,
    status: 201,
  }),
  route('GET', '/user/portfolio/:id', account.portfolio.get, { input: idParam }),
  route('DELETE', '/user/portfolio/:id', account.portfolio.delete, { input: idParam }),
  route('POST', '/user/portfolio/:id/review', account.portfolio.requestReview, {
    input: withIdParam,
    status: 201,
  }),
  pagedList('/admin/portfolio-reviews', admin.portfolioReviews.list),
  route('GET', '/admin/portfolio-reviews/:id', admin.portfolioReviews.get, { input: idParam }),
  route('PUT', '/admin/portfolio-reviews/:id', admin.portfolioReviews.setStatus, { input: withIdParam }),
];
