import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { TrustProxy } from '../config';
import type { Logger } from '../log';
import { clientIpResolver } from './client-ip';
import type { AppEnv } from './env';

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * Gives each request an id, the client IP (`c.var.ip`: what rate limits, audit rows, sessions and logs
 * record) and a child logger, and logs one line when it is answered.
 */
export const requestLog = (log: Logger, trustProxy: TrustProxy = { hops: 0 }): MiddlewareHandler<AppEnv> => {
  const clientIp = clientIpResolver(trustProxy);
  return async (c, next) => {
    // a client may pass its own id for tracing, but only a short, plain one
    const given = c.req.header('x-request-id');
    const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    const remote = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
    const ip = clientIp(remote, c.req.header('x-forwarded-for'));
    const child = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('ip', ip);
    c.set('log', child);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
      ip,
    };
    if (status >= 500) child.error(entry, 'request');
    else child.info(entry, 'request');
  };
};
