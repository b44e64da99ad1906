import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyUnread } from './answer';
import type { AppEnv } from './env';

/**
 * How long, and how much of, an unread body is read and dropped after an early answer before the
 * connection closes. 5 s is nginx's lingering_timeout. 16 MiB is over 1.5 times the largest body the
 * app takes (a 10 MiB upload), so the usual mistake, a file somewhat too big, gets its 413; it also
 * caps what a handler that had begun reading the body through a web stream can have queued meanwhile.
 */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * An answer sent before its request's body was read (413, 403 on Origin, 415, 405, 404, 401…) ends the
 * connection: `Connection: close`, so a keep-alive client (a proxy's pool above all) opens a new one
 * for its next request. The close lingers, as nginx's does: the whole answer (its Content-Length
 * fixed) is sent at once, then the rest of the body is read and dropped until it ends, for LINGER_MS
 * and LINGER_BYTES at most, and only then does the answer end and the server close the socket. Closed
 * at once, the socket would still receive the body; the kernel then resets the connection, and the
 * client, still sending, loses the answer it had not read yet. Answers that read the whole body keep
 * the connection.
 */
export const closeUnreadBody = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (!bodyUnread(c)) return;
  c.res.headers.set('Connection', 'close');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) c.res = await lingering(c.res, incoming);
};

/** Statuses whose answer has no body: nothing can hold it open, so the request's body is read first. */
const NO_BODY = new Set([204, 205, 304]);

/** The same answer, whose body ends only once the request's body has been read (or the bounds are met). */
async function lingering(res: Response, incoming: IncomingMessage): Promise<Response> {
  if (NO_BODY.has(res.status)) {
    await drained(incoming);
    return res;
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('Content-Length', String(bytes.byteLength));
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
        return;
      }
      await drained(incoming);
      controller.close();
    },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/** Reads and drops the rest of the body; resolves at its end, on an error, or at the bounds. */
function drained(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (incoming.readableEnded || incoming.destroyed) return resolve();
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER_BYTES) done();
    };
    const timer = setTimeout(done, LINGER_MS);
    incoming.on('data', onData).once('end', done).once('close', done).once('error', done);
    incoming.resume();
  });
}
