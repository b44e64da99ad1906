import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';

const { portfolio } = appRouter;

/** The multipart form's `file`, for the procedure's schema to judge. */
const fileField = ({ form }: RestRequest) => ({ file: form?.get('file') ?? undefined });

/** The portfolio check: the public check of a Har HaBituach report. */
export const portfolioRoutes = [
  route('POST', '/portfolio/check', portfolio.check, { accepts: 'multipart', input: fileField }),
];
