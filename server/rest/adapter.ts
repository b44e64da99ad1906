import type { AnyTRPCProcedure, inferProcedureOutput } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context as HonoContext } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from '../../src/shared/zod';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { fixedJson } from '../http/answer';
import type { AppEnv } from '../http/env';
import {
  JSON_TYPE,
  MULTIPART_TYPE,
  mediaTypeOf,
  notJsonMessage,
  notMultipartMessage,
} from '../http/media-type';
import { requestLogger } from '../http/request-log';
import { jsonBytes } from '../kept-reads';
import { createContext } from '../trpc/context';
import { fieldIssuesOf, hebrewMessage, reasonOf, retryAfterOf, toTRPCError } from '../trpc/errors';
import type { Context } from '../trpc/init';
import { appRouter, createCaller } from '../trpc/router';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202;

/** What a route reads of its request to make the procedure's input. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** the parsed JSON body (undefined on GET, when none was sent, or on a multipart route) */
  json: unknown;
  /** the form of a route that `accepts: 'multipart'` */
  form?: FormData;
}

export interface RouteOptions<Out> {
  /** the procedure's raw input; defaults to the JSON body */
  input?: (req: RestRequest) => unknown;
  /** the success status, or a function of the procedure's answer; default 200 */
  status?: SuccessStatus | ((output: Out) => SuccessStatus);
  /** the JSON the REST client gets; defaults to the procedure's answer */
  body?: (output: Out) => unknown;
  /** answers with a Response of its own (a file, CSV) instead of JSON; may open the file first */
  respond?: (output: Out) => Response | Promise<Response>;
  /** the body the route takes (an upload takes multipart/form-data); any other format is a 415 */
  accepts?: BodyFormat;
  /** the schema of what `body` or a JSON `respond` sends (the OpenAPI document's answer), or a function of the procedure's output schema */
  answers?: z.ZodType | ((output: z.ZodType) => z.ZodType);
  /** the answer is a page of a list, its total in X-Total-Count */
  totalCount?: boolean;
  /** the media type a non-JSON `respond` sends (a file, CSV) */
  sends?: string;
  /** the answer's statuses when `status` is a function of the output */
  statuses?: readonly SuccessStatus[];
  /** a null answer of the procedure is this route's 404, with this message */
  notFoundWhenNull?: string;
}

type BodyFormat = 'json' | 'multipart';

type Answer = Response | { status: SuccessStatus; body: unknown };

/** One documented /api path and the procedure behind it; made by `route()`. */
export interface RestRoute {
  method: Method;
  path: string;
  /** the procedure's tRPC path, e.g. 'auth.register' */
  procedure: string;
  accepts: BodyFormat;
  /** the procedure itself and the row's options, for the OpenAPI document */
  procedureDef: AnyTRPCProcedure;
  options: RouteOptions<never>;
  answer(ctx: Context, req: RestRequest): Promise<Answer>;
}

const procedurePaths = new Map<unknown, string>(
  Object.entries(appRouter._def.procedures).map(([path, procedure]) => [procedure, path]),
);

/** A procedure of the app router whose answer is an `Out`. */
export type ProcedureAnswering<Out, P extends AnyTRPCProcedure = AnyTRPCProcedure> =
  inferProcedureOutput<P> extends Out ? P : never;

/** A row of the /api table: `status`, `body` and `respond` are typed by the procedure's own output. */
export function route<P extends AnyTRPCProcedure, Out = inferProcedureOutput<P>>(
  method: Method,
  path: string,
  procedure: P,
  options: RouteOptions<Out> = {},
): RestRoute {
  const name = procedurePaths.get(procedure);
  if (!name) throw new Error(`${method} /api${path}: its procedure is not in the app router`);
  const segments = name.split('.');
  return {
    method,
    path,
    procedure: name,
    accepts: options.accepts ?? 'json',
    procedureDef: procedure,
    options: options as RouteOptions<never>,
    async answer(ctx, req) {
      const input = options.input ? options.input(req) : req.json;
      // through tRPC's server-side caller: the procedure validates the raw input with its schema, after
      // its tier's gate and rate limit, as on /trpc. No procedure stops early for a client that has
      // gone, so no abort signal is passed (@hono/node-server builds a whole Request to give one).
      // biome-ignore lint/suspicious/noExplicitAny: the caller's procedure at a path known at run time
      let call: any = createCaller(ctx);
      for (const segment of segments) call = call[segment];
      const output = (await call(input)) as Out;
      if (output === null && options.notFoundWhenNull) throw notFound(options.notFoundWhenNull);
      if (options.respond) return options.respond(output);
      const status = typeof options.status === 'function' ? options.status(output) : (options.status ?? 200);
      return { status, body: options.body ? options.body(output) : output };
    },
  };
}

const invalidJsonMessage = 'גוף הבקשה אינו JSON תקין';
const invalidFormMessage = 'גוף הבקשה אינו טופס תקין';

class BodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The body in the format the route takes; no body at all is fine (the procedure decides). */
async function readBody(
  c: HonoContext<AppEnv>,
  accepts: BodyFormat,
): Promise<Pick<RestRequest, 'json' | 'form'>> {
  const type = mediaTypeOf(c.req.header('content-type'));
  if (accepts === 'multipart') {
    if (type !== MULTIPART_TYPE) throw new BodyError(415, notMultipartMessage);
    try {
      return { json: undefined, form: await c.req.formData() };
    } catch {
      throw new BodyError(400, invalidFormMessage);
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return { json: undefined };
  if (type !== JSON_TYPE) throw new BodyError(415, notJsonMessage);
  try {
    return { json: JSON.parse(text) };
  } catch {
    throw new BodyError(400, invalidJsonMessage);
  }
}

interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: { error: string; code?: string; issues?: readonly { path: string; message: string }[] };
  retryAfter?: number;
}

/** Turns any error of a procedure into the error answer: a status and `{error, code?, issues?}`. */
function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof BodyError) return { status: error.status, body: { error: error.message } };
  const trpcError = toTRPCError(error);
  const issues = fieldIssuesOf(trpcError);
  const retryAfter = retryAfterOf([trpcError]);
  const code = reasonOf(trpcError);
  return {
    // tRPC's error statuses (4xx, 5xx) all carry a body
    status: getHTTPStatusCodeFromError(trpcError) as ContentfulStatusCode,
    body: { error: hebrewMessage(trpcError), ...(code ? { code } : {}), ...(issues ? { issues } : {}) },
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  };
}

/** Mounts the documented /api paths; each calls the same procedure the SPA calls over /trpc. */
export function restRouter(deps: AppDeps, routes: readonly RestRoute[]) {
  const api = new Hono<AppEnv>();
  for (const route of routes) {
    api.on(route.method, route.path, async (c) => {
      const resHeaders = new Headers();
      try {
        // a malformed body is refused even by the paths that ignore it
        const body = route.method === 'GET' ? { json: undefined } : await readBody(c, route.accepts);
        const ctx = await createContext(deps, c, resHeaders);
        const request = { params: c.req.param(), query: c.req.query(), ...body };
        const answer = await route.answer(ctx, request);
        if (answer instanceof Response) return withHeaders(answer, resHeaders);
        return jsonAnswer(c, answer.body ?? { ok: true }, answer.status, resHeaders);
      } catch (error) {
        const { status, body, retryAfter } = errorAnswer(error);
        if (status >= 500) requestLogger(c).error({ err: error, path: c.req.path }, 'api error');
        if (retryAfter !== undefined) resHeaders.set('retry-after', String(retryAfter));
        return jsonAnswer(c, body, status, resHeaders);
      }
    });
  }
  // every made-up /api path lands here: its body is encoded once
  const noRoute = fixedJson({ error: 'הנתיב המבוקש אינו קיים' });
  api.all('*', (c) => c.body(noRoute, 404, { 'Content-Type': 'application/json' }));
  return api;
}

/**
 * A route's JSON answer with the headers its procedure set (a session's cookie, Retry-After). A kept
 * answer's bytes are made once (jsonBytes).
 */
function jsonAnswer(c: HonoContext<AppEnv>, body: unknown, status: number, resHeaders: Headers) {
  const res = c.body(jsonBytes(body), status as ContentfulStatusCode, { 'Content-Type': JSON_TYPE });
  return withHeaders(res, resHeaders);
}

function withHeaders(res: Response, resHeaders: Headers) {
  resHeaders.forEach((value, key) => {
    res.headers.append(key, value);
  });
  return res;
}
