import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { TrustProxy } from '../config';
import { type Logger, withoutRedaction } from '../log';
import { clientIpResolver } from './client-ip';
import type { AppEnv } from './env';

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The request's logger: a child of the app's logger that adds the request's id to each line, made on
 * first use. Most answers log nothing but their access line, so most requests never make one (a pino
 * child costs about as much as routing a request; CPU profile under load, README "Speed").
 */
export function requestLogger(c: Context<AppEnv>): Logger {
  let child = c.get('log');
  if (!child) {
    child = c.get('appLog').child({ requestId: c.get('requestId') });
    c.set('log', child);
  }
  return child;
}

/** What the access line of a request holds: no personal data, no query. */
export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * Writes the access line of a request (`"msg":"request"`): at `error` for a 5xx, `info` otherwise. Its
 * fields are fixed and hold no secret, so it skips redaction (`withoutRedaction`).
 */
export function accessLog(log: Logger): (entry: AccessEntry) => void {
  const plain = withoutRedaction(log);
  return (entry) => {
    if (entry.status >= 500) plain.error(entry, 'request');
    else plain.info(entry, 'request');
  };
}

/**
 * Gives each request an id and the client IP (`c.var.ip`: what rate limits, audit rows, sessions and logs
 * record), and logs one line when it is answered. The access line holds only the method, path (no query),
 * status, time, IP and id (`accessLog`).
 */
export const requestLog = (log: Logger, trustProxy: TrustProxy = { hops: 0 }): MiddlewareHandler<AppEnv> => {
  const clientIp = clientIpResolver(trustProxy);
  const access = accessLog(log);
  return async (c, next) => {
    // a client may pass its own id for tracing, but only a short, plain one
    const given = c.req.header('x-request-id');
    const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    const remote = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
    const ip = clientIp(remote, c.req.header('x-forwarded-for'));
    c.set('requestId', requestId);
    c.set('ip', ip);
    c.set('appLog', log);
    const started = performance.now();
    await next();
    const res = c.res;
    res.headers.set('X-Request-Id', requestId);
    access({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: res.status,
      ms: Math.round(performance.now() - started),
      ip,
    });
  };
};
