import type { MiddlewareHandler } from 'hono';
import { bodyUnread } from './answer';
import type { AppEnv } from './env';

/**
 * An answer sent before its request's body was read (413, 403 on Origin, 415, 405, 404, 401…) ends the
 * connection: `Connection: close`. @hono/node-server reads and drops what is left of such a
 * body for 500 ms at most and then destroys the socket, so a keep-alive client, a proxy's pool above all,
 * that sent its next request on that socket would see it fail for someone else's bad request. With the
 * header it opens a new connection instead. Answers that read the whole body keep the connection.
 */
export const closeUnreadBody = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (bodyUnread(c)) c.res.headers.set('Connection', 'close');
};
