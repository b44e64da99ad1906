import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** Time for requests already on the wire to be read before idle keep-alive connections are closed. */
const IN_TRANSIT_MS = 250;

/**
 * First, for `delayMs`, keeps serving while every answer says `Connection: close` (a proxy in front then
 * reuses no connection, and its health check sees /readyz fail meanwhile). Then stops accepting
 * connections, answers the requests that have arrived (with `Connection: close`), closes idle
 * keep-alive connections and waits for the answers in flight, `timeoutMs` at most; then closes what is
 * left. Resolves with the number of requests cut off.
 */
export type Drain = (timeoutMs: number, delayMs?: number) => Promise<{ cutOff: number }>;

/** Watches the server's requests from now on, so that a stop can drain them. */
export function drainOnStop(server: Server): Drain {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let settled: (() => void) | undefined;

  // first in line, before the app may write its headers
  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) settled?.();
    });
  });

  return async (timeoutMs, delayMs = 0) => {
    if (delayMs > 0) {
      // A proxy in front retries a request only when no instance received it: it must stop choosing this
      // one before the port closes (a POST it sends to a closed port is lost: Caddy cannot send its body
      // again), and must never send on a kept-alive connection as this one closes it. Meanwhile
      // connections are still accepted, and each carries one request.
      closing = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    // Connections the kernel has completed but the busy event loop has not accepted yet would be reset
    // with the listening socket: let this poll phase accept them first.
    await new Promise((resolve) => setImmediate(resolve));
    // Node's server.close() also destroys every idle keep-alive socket at once, and a socket counts
    // as idle while the request a client has just sent on it waits unread: destroying it resets that
    // request. Close only the listening socket here; idle sockets are closed once such requests are in.
    NetServer.prototype.close.call(server);
    // Without a delay, only now `Connection: close`: an answer that said it while the port was still open sent its client
    // to connect again at once, into the backlog that closing the port resets (ECONNRESET instead of
    // ECONNREFUSED; a faster server answered more of them in that last poll phase). Answers sent before
    // this keep their connection, and the request a client sends on it is read and answered below.
    closing = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const deadline = Date.now() + timeoutMs;
    await new Promise((resolve) => setTimeout(resolve, Math.min(IN_TRANSIT_MS, timeoutMs)));
    // a busy event loop (PGlite works on it) runs a due timer before it reads the sockets: let one
    // poll phase read what has arrived before deciding which connections are idle
    await new Promise((resolve) => setImmediate(resolve));
    server.closeIdleConnections();

    if (inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        settled = resolve;
        setTimeout(resolve, Math.max(0, deadline - Date.now())).unref();
      });
    }
    const cutOff = inFlight.size;
    // answers that began before the stop kept their connection open: those are idle now
    server.closeIdleConnections();
    if (cutOff > 0) server.closeAllConnections();
    return { cutOff };
  };
}
