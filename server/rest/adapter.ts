import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { createContext } from '../trpc/context';
import { classifyUnexpected, hebrewMessage, issuesOf, RetryAfter } from '../trpc/errors';
import { type AppRouter, createCaller } from '../trpc/router';

export type Caller = ReturnType<typeof createCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One documented /api path: how to read its input and which procedure answers it. */
export interface RestRoute {
  method: Method;
  path: string;
  /** the procedure's answer and the success status (a number, or chosen from the answer) */
  handle: (caller: Caller, input: RestInput) => Promise<unknown>;
  status?: number | ((output: never) => number);
  /** reshapes the answer for the REST client; defaults to the procedure's answer */
  body?: (output: never) => unknown;
  /** answers with the raw Response `handle` returns (files, CSV), and reads its own body */
  raw?: true;
}

export interface RestInput {
  params: Record<string, string>;
  /** parsed JSON body (undefined when none was sent) */
  json: () => Promise<unknown>;
  query: Record<string, string>;
  /** the Hono context, for routes that read multipart bodies */
  c: HonoContext<AppEnv>;
}

export const invalidJsonMessage = 'גוף הבקשה אינו JSON תקין';
const notJsonMessage = 'יש לשלוח את הנתונים בפורמט JSON';

class BodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

async function readJson(c: HonoContext<AppEnv>): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  // a form post is never what these paths take; plain text is let through for clients that omit the type
  if (type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded')) {
    throw new BodyError(415, notJsonMessage);
  }
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, invalidJsonMessage);
  }
}

export interface ErrorAnswer {
  status: number;
  body: { error: string; issues?: unknown };
  retryAfter?: number;
}

/** Turns any error of a procedure into the CONTRACT §3 answer: a status and `{error, issues?}`. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof BodyError) return { status: error.status, body: { error: error.message } };
  const trpcError =
    error instanceof TRPCError
      ? error
      : error instanceof ZodError
        ? new TRPCError({ code: 'BAD_REQUEST', cause: error })
        : new TRPCError({ code: classifyUnexpected(error) ?? 'INTERNAL_SERVER_ERROR', cause: error });
  const status = getHTTPStatusCodeFromError(trpcError);
  const body: ErrorAnswer['body'] = { error: hebrewMessage(trpcError) };
  if (trpcError.cause instanceof ZodError) body.issues = issuesOf(trpcError.cause);
  const retryAfter = trpcError.cause instanceof RetryAfter ? trpcError.cause.seconds : undefined;
  return { status, body, ...(retryAfter !== undefined ? { retryAfter } : {}) };
}

/** Mounts the documented /api paths; each calls the same procedure the SPA calls over /trpc. */
export function restRouter(deps: AppDeps, routes: readonly RestRoute[]) {
  const api = new Hono<AppEnv>();
  for (const route of routes) {
    api.on(route.method, route.path, async (c) => {
      const resHeaders = new Headers();
      try {
        let body: Promise<unknown> | undefined;
        const input: RestInput = {
          params: c.req.param() as Record<string, string>,
          json: () => {
            body ??= readJson(c);
            return body;
          },
          query: c.req.query(),
          c,
        };
        // a malformed body is refused even by the paths that ignore it
        if (route.method !== 'GET' && !route.raw) await input.json();
        const ctx = await createContext(deps, c, resHeaders);
        const output = await route.handle(createCaller(ctx), input);
        if (route.raw) return withHeaders(output as Response, resHeaders);
        const status =
          typeof route.status === 'function' ? route.status(output as never) : (route.status ?? 200);
        const answer = route.body ? route.body(output as never) : output;
        return withHeaders(
          c.json((answer ?? { ok: true }) as object, status as ContentfulStatusCode),
          resHeaders,
        );
      } catch (error) {
        const { status, body, retryAfter } = errorAnswer(error);
        if (status >= 500) c.get('log').error({ err: error, path: c.req.path }, 'api error');
        if (retryAfter !== undefined) resHeaders.set('retry-after', String(retryAfter));
        return withHeaders(c.json(body, status as ContentfulStatusCode), resHeaders);
      }
    });
  }
  api.all('*', (c) => c.json({ error: 'הנתיב המבוקש אינו קיים' }, 404));
  return api;
}

function withHeaders(res: Response, resHeaders: Headers) {
  resHeaders.forEach((value, key) => {
    res.headers.append(key, value);
  });
  return res;
}

export type { AppRouter };
