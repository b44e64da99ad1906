import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * A JSON body that never changes (the 404s of made-up paths), encoded once. A string body is measured and
 * encoded as UTF-8 at every answer, and a Hebrew one is a two-byte string (a CPU profile of the 404 under
 * load: `Utf8Length`, `WriteUtf8` and the copies between them, a few percent of the answer).
 */
export const fixedJson = (value: unknown): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

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
