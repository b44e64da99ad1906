import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './env';

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

const PRIVATE_HOP =
  /^(::1$|127\.|::ffff:127\.|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|::ffff:(10|172\.(1[6-9]|2\d|3[01])|192\.168)\.)/;

/**
 * The client's address. The app runs behind at most one proxy (compose, a load balancer), so
 * X-Forwarded-For is believed only from a private hop, and only its last entry.
 * Without a socket (tests calling `app.request`) it is 'unknown'.
 */
export function clientIp(env: unknown, forwardedFor: string | undefined): string {
  const remote = (env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (forwardedFor && PRIVATE_HOP.test(remote)) {
    const last = forwardedFor.split(',').pop()?.trim();
    if (last && /^[0-9a-fA-F.:]{2,45}$/.test(last)) return last;
  }
  return remote;
}

/** Gives each request an id, the client IP and a child logger, and logs one line when it is answered. */
export const requestLog =
  (log: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // a client may pass its own id for tracing, but only a short, plain one
    const given = c.req.header('x-request-id');
    const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    const ip = clientIp(c.env, c.req.header('x-forwarded-for'));
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
