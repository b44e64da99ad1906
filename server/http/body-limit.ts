import type { IncomingHttpHeaders } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';

interface NodeBindings {
  incoming?: { headers: IncomingHttpHeaders };
}

/**
 * Refuses a request body over `maxSize` bytes with `onError` (413). A request that came through Node's
 * HTTP server with a Content-Length is judged by that header alone: the parser takes exactly that many
 * bytes as the body and refuses a message that also says Transfer-Encoding, so the length is exact.
 * Hono's bodyLimit asks for `c.req.raw.body` first, which makes @hono/node-server wrap the socket in a
 * whole web Request (undici, a web stream): on a contact POST that was ~10% of the process's time, and
 * the handler then reads the body straight from the socket instead. A chunked body, or a request made
 * in-process (`app.request` in tests, no HTTP parser behind its header), goes through Hono's bodyLimit,
 * which counts the bytes as they come.
 */
export function limitBody(
  maxSize: number,
  onError: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const headers = (c.env as NodeBindings | undefined)?.incoming?.headers;
    const length = headers?.['content-length'];
    if (length !== undefined && headers?.['transfer-encoding'] === undefined && /^\d+$/.test(length))
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    return counted(c, next);
  };
}
