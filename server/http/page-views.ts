import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { countPageView } from '../page-views/service';
import type { AppEnv } from './env';

const ASSET = /\.[a-z0-9]{2,5}$/i;

/** Counts each successful page answer (not assets, API or prefetches) once it has been sent. */
export const pageViewCounter =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || ASSET.test(c.req.path)) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (c.req.header('purpose') === 'prefetch' || c.req.header('sec-purpose')?.includes('prefetch')) return;
    const path = c.req.path.slice(0, 200);
    countPageView(deps.database.db, path).catch((err) => c.get('log').warn({ err }, 'page view not counted'));
  };
