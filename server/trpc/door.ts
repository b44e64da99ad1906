import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Handler } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { JSON_TYPE, mediaTypeOf, notJsonMessage } from '../http/media-type';
import { requestLogger } from '../http/request-log';
import { methodNotAllowed } from '../http/request-target';
import { createContext } from './context';
import { retryAfterOf, toTRPCError } from './errors';
import { appRouter } from './router';

/** calls one /trpc request may carry; the client's batch link must not send more */
export const MAX_BATCH = 10;

/** The /trpc door: the SPA's way onto the procedures (the REST adapter is the other). */
export const trpcDoor =
  (deps: AppDeps): Handler<AppEnv> =>
  (c) => {
    // a broken %-escape in the path, which tRPC would answer with a 500, never gets here (http/request-target.ts)
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
      return methodNotAllowed(c, ['GET', 'HEAD', 'POST']);
    // queries travel in the URL, mutations as JSON; tRPC would take a form or bytes and answer 400
    if (method === 'POST' && mediaTypeOf(c.req.header('content-type')) !== JSON_TYPE)
      return c.json({ error: notJsonMessage }, 415);
    return fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      allowMethodOverride: false,
      maxBatchSize: MAX_BATCH,
      createContext: ({ resHeaders }) =>
        createContext(deps, c, resHeaders).catch((error) => {
          // reading the session runs before any procedure guard: map an outage to 503 here
          throw toTRPCError(error);
        }),
      // Set-Cookie travels in the context's resHeaders; a 429 also says when to come back
      responseMeta: ({ errors }) => {
        const seconds = retryAfterOf(errors);
        return seconds === undefined ? {} : { headers: new Headers({ 'retry-after': String(seconds) }) };
      },
      onError: ({ error, path }) => {
        if (getHTTPStatusCodeFromError(error) >= 500) {
          requestLogger(c).error({ err: error.cause ?? error, path }, 'trpc error');
        }
      },
    });
  };
