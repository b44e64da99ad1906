import { randomUUID } from 'node:crypto';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/env';
import { pageViewCounter } from './http/page-views';
import { noStore, originCheck, securityHeaders } from './http/security';
import { restRouter } from './rest/adapter';
import { restRoutes } from './rest/routes';
import { createContext } from './trpc/context';
import { appRouter } from './trpc/router';

export const JSON_LIMIT = 100 * 1024;
export const UPLOAD_LIMIT = 10 * 1024 * 1024;
const MAX_BATCH = 10;

export interface AppOptions {
  /** mounts static assets and server-rendered pages; absent in API-only tests */
  mountPages?: (app: Hono<AppEnv>) => void;
}

/** The HTTP app: middleware order, the two doors onto the procedures, then the pages. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { log, config } = deps;

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    const ip = clientIp(c.env as NodeEnv | undefined, c.req.header('x-forwarded-for'));
    const child = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('ip', ip);
    c.set('log', child);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const ms = Math.round(performance.now() - started);
    const level = c.res.status >= 500 ? 'error' : 'info';
    child[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms, ip }, 'request');
  });
  app.use(securityHeaders());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await Promise.all([deps.database.ping(), deps.storage.ping()]);
      return c.json({ status: 'ok' });
    } catch (err) {
      c.get('log').warn({ err }, 'not ready');
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  app.use(originCheck(config.publicUrl));
  app.use('/api/*', noStore());
  app.use('/trpc/*', noStore());
  const tooLarge = (c: { json: (b: object, s: 413) => Response }) => c.json({ error: 'הבקשה גדולה מדי' }, 413);
  app.use('/api/user/documents', bodyLimit({ maxSize: UPLOAD_LIMIT, onError: tooLarge }));
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/user/documents' && c.req.method === 'POST') return next();
    return bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge })(c, next);
  });
  app.use('/trpc/*', bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge }));

  app.all('/trpc/*', async (c) => {
    const batch = c.req.path.slice('/trpc/'.length).split(',').length;
    if (batch > MAX_BATCH) return c.json({ error: 'יותר מדי קריאות בבקשה אחת' }, 400);
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      allowMethodOverride: false,
      createContext: ({ resHeaders }) =>
        createContext(
          deps,
          { cookie: c.req.header('cookie'), userAgent: c.req.header('user-agent') },
          { ip: c.get('ip'), requestId: c.get('requestId'), log: c.get('log') },
          resHeaders,
        ),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') c.get('log').error({ err: error.cause ?? error, path }, 'trpc error');
      },
    });
  });

  app.route('/api', restRouter(deps, restRoutes));

  app.use(pageViewCounter(deps));
  options.mountPages?.(app);

  app.notFound((c) => c.json({ error: 'הדף המבוקש לא נמצא' }, 404));
  app.onError((err, c) => {
    c.get('log')?.error({ err }, 'unhandled error');
    return c.json({ error: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר' }, 500);
  });
  return app;
}

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

// the app runs behind at most one proxy (compose, a load balancer): trust its last hop only
function clientIp(env: NodeEnv | undefined, forwardedFor: string | undefined) {
  const remote = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  const isLoopbackOrPrivate = /^(::1|127\.|::ffff:127\.|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|::ffff:(10|172|192)\.)/.test(remote);
  if (forwardedFor && isLoopbackOrPrivate) {
    const last = forwardedFor.split(',').pop()?.trim();
    if (last) return last.slice(0, 64);
  }
  return remote;
}
