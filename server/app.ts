import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { PORTFOLIO_FILE_MAX_BYTES, portfolioMessages } from '../src/shared/portfolio';
import { rssHandler } from './blog/feed';
import { mediaHandler } from './blog/media';
import { slugRedirects } from './blog/redirects';
import { DATABASE_DEADLINE_MS, DatabaseTimeout } from './db/deadline';
import type { AppDeps } from './deps';
import { fixedJson } from './http/answer';
import { limitBody } from './http/body-limit';
import { closeUnreadBody } from './http/connection';
import type { AppEnv } from './http/env';
import { NAVIGATION_BEACON_PATH, navigationBeacon, pageViewCounter } from './http/page-views';
import { requestLog, requestLogger } from './http/request-log';
import { requestTarget } from './http/request-target';
import { noStore, originCheck, securityHeaders } from './http/security';
import { metricsHandler, requestMetrics } from './metrics';
import { restRouter } from './rest/adapter';
import { openApiDocument } from './rest/openapi';
import { restRoutes } from './rest/routes';
import { robotsHandler, sitemapHandler } from './seo/sitemap';
import { trpcDoor } from './trpc/door';
import { hebrewMessage, OUTAGE_RETRY_SECONDS, toTRPCError } from './trpc/errors';

export const JSON_LIMIT = 100 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;
/** a file of UPLOAD_LIMIT still fits with its form's boundaries and fields; the service checks the file itself */
const MULTIPART_OVERHEAD = 64 * 1024;
/** the multipart routes (accepts: 'multipart') */
const UPLOAD_PATHS = ['/api/user/documents', '/api/admin/blog/images'];
/** the Har HaBituach report: at most PORTFOLIO_FILE_MAX_BYTES (5 MiB) */
const PORTFOLIO_PATHS = ['/api/portfolio/check', '/api/user/portfolio'];

export interface AppOptions {
  /** mounts static assets and server-rendered pages; absent in API-only tests */
  mountPages?: (app: Hono<AppEnv>) => void;
  /** true once the process is stopping: /readyz then answers 503, so a load balancer sends no more */
  stopping?: () => boolean;
}

/** How long /readyz waits for the database and the file store before it answers 503. */
export const READY_WITHIN_MS = 1000;

/** `work`, or a rejection once `ms` have passed. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const tooLarge = (c: { json: (b: object, s: 413) => Response }) => c.json({ error: 'הבקשה גדולה מדי' }, 413);
const reportTooLarge = (c: { json: (b: object, s: 413) => Response }) =>
  c.json({ error: portfolioMessages.fileTooLarge }, 413);

/** The HTTP app: middleware order, the two doors onto the procedures, then the pages. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(closeUnreadBody());
  // operators' metrics only when asked for (METRICS_TOKEN): otherwise no cost on any request
  const { metricsToken } = deps.config;
  if (metricsToken) app.use(requestMetrics());
  app.use(requestLog(deps.log, deps.config.trustProxy));
  app.use(securityHeaders());
  app.use(requestTarget());
  if (metricsToken) app.get('/metrics', metricsHandler(deps, metricsToken));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // a load balancer polls this every few seconds: a database or store that does not answer within
  // READY_WITHIN_MS is as good as down (a connection attempt to a dead host can hang far longer)
  app.get('/readyz', async (c) => {
    if (options.stopping?.()) return c.json({ status: 'stopping' }, 503);
    try {
      await within(READY_WITHIN_MS, Promise.all([deps.database.ping(), deps.storage.ping()]));
      return c.json({ status: 'ok' });
    } catch (err) {
      requestLogger(c).warn({ err }, 'not ready');
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  app.use(originCheck(deps.config.publicUrl));
  app.use('/api/*', noStore());
  app.use('/trpc/*', noStore());
  // a GET or HEAD has no body here, so it skips the check (see http/body-limit.ts for its cost)
  const uploadLimit = limitBody(UPLOAD_LIMIT + MULTIPART_OVERHEAD, tooLarge);
  const portfolioLimit = limitBody(PORTFOLIO_FILE_MAX_BYTES + MULTIPART_OVERHEAD, reportTooLarge);
  const jsonLimit = limitBody(JSON_LIMIT, tooLarge);
  const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const post = method === 'POST';
    if (post && PORTFOLIO_PATHS.includes(c.req.path)) return portfolioLimit(c, next);
    return (post && UPLOAD_PATHS.includes(c.req.path) ? uploadLimit : jsonLimit)(c, next);
  };
  app.use('/api/*', limitBodies);
  app.use('/trpc/*', limitBodies);

  app.all('/trpc/*', trpcDoor(deps));

  // the door's OpenAPI 3.1 document, made once from its rows
  const openApi = fixedJson(openApiDocument(restRoutes));
  app.get('/api/openapi.json', (c) =>
    c.body(openApi, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' }),
  );
  app.route('/api', restRouter(deps, restRoutes));

  // PostgreSQL's reads outside the procedures (these have theirs: trpc/context.ts) end at the same deadline
  if (deps.database.kind === 'postgres') {
    const databaseDeadline = timeout(DATABASE_DEADLINE_MS, new HTTPException(503));
    app.use('/sitemap.xml', databaseDeadline);
    app.use('/blog/*', databaseDeadline);
  }

  app.get('/sitemap.xml', sitemapHandler(deps));
  app.get('/robots.txt', robotsHandler(deps));
  app.get('/blog/rss.xml', rssHandler(deps));
  app.get('/media/blog/:id/:file', mediaHandler(deps));
  app.all('/media/*', (c) => c.json({ error: 'התמונה לא נמצאה' }, 404));

  app.post(NAVIGATION_BEACON_PATH, navigationBeacon(deps));
  app.get('/blog/:slug', slugRedirects(deps));
  app.use(pageViewCounter(deps));
  options.mountPages?.(app);

  // scanners and broken links make this a hot path: its body is encoded once
  const noPage = fixedJson({ error: 'הדף המבוקש לא נמצא' });
  app.notFound((c) =>
    c.body(noPage, 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }),
  );
  app.onError((err, c) => {
    // Hono's own refusals (a malformed body and the like) keep their 4xx status
    if (err instanceof HTTPException && err.status < 500)
      return c.json({ error: 'הבקשה אינה תקינה' }, err.status);
    deps.log.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    // a 503 HTTPException is the database deadline's (above)
    const outage = toTRPCError(
      err instanceof HTTPException && err.status === 503 ? new DatabaseTimeout() : err,
    );
    if (outage.code === 'SERVICE_UNAVAILABLE') {
      c.header('Retry-After', String(OUTAGE_RETRY_SECONDS));
      return c.json({ error: hebrewMessage(outage) }, 503);
    }
    return c.json({ error: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר' }, 500);
  });
  return app;
}
