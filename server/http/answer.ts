import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { markComplete } from './complete-answers';
import type { AppEnv } from './env';
import { noNoncePolicy, staticSecurityHeaders } from './security';

/** The headers of a complete answer but for the request's own (its id, `Connection`): made once, sent often. */
export type AnswerHeaders = Readonly<Record<string, string>>;

/**
 * `own`: the answer's headers (Content-Type, Cache-Control…) added to the security headers; its
 * Content-Security-Policy replaces the default one for answers without inline code.
 */
export const answerHeaders = (own: Record<string, string>): AnswerHeaders => ({
  ...staticSecurityHeaders,
  'Content-Security-Policy': noNoncePolicy,
  ...own,
});

/** An answer whose headers are all known when it is made (complete-answers.ts). */
export function completeAnswer(
  c: Context<AppEnv>,
  body: Uint8Array<ArrayBuffer> | string | null,
  status: number,
  headers: AnswerHeaders,
): Response {
  const all: Record<string, string> = { ...headers, 'X-Request-Id': c.get('requestId') };
  if (bodyUnread(c)) all.Connection = 'close';
  const response = new Response(body, { status, headers: all });
  markComplete(response, all);
  return response;
}

/** A JSON answer made complete (every /api answer but those that set a cookie: rest/adapter.ts). */
export function completeJson(c: Context<AppEnv>, value: unknown, status: number, headers: AnswerHeaders) {
  return completeAnswer(c, JSON.stringify(value), status, headers);
}

/**
 * A JSON body that never changes (the 404s of made-up paths), encoded once. A string body is measured and
 * encoded as UTF-8 at every answer, and a Hebrew one is a two-byte string (a CPU profile of the 404 under
 * load: `Utf8Length`, `WriteUtf8` and the copies between them, a few percent of the answer).
 */
export const fixedJson = (value: unknown): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

/** The headers of a JSON answer no one may store. */
export const noStoreJsonHeaders = answerHeaders({
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
});

/**
 * Whether the request has a body that is still unread. A request without one is never unread: the
 * parser marks it `complete` only after the handlers' synchronous part, so `complete` alone would say
 * "unread" to an answer made at once (and close every keep-alive connection it answers).
 */
export function bodyUnread(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: Pick<IncomingMessage, 'complete' | 'headers'> } | undefined)
    ?.incoming;
  if (!incoming) return false;
  const { 'content-length': length, 'transfer-encoding': chunked } = incoming.headers;
  if (chunked === undefined && (length === undefined || length === '0')) return false;
  return !incoming.complete;
}
