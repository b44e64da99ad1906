/**
 * Clients of the cluster over real sockets: a cookie jar (tests/agent.ts) over node:http, sending from a
 * chosen local address. Every 127.x.y.z is this machine, so each address is another client for the
 * per-IP rate limits, through the proxy (it forwards the address) and straight to an instance alike.
 */
import { request } from 'node:http';
import { type Agent, createAgent } from '../agent';

/** Sends `init` to `url` from `from`; the Origin is the target's own, as a page of the site sends it. */
export async function send(url: URL, init: RequestInit, from: string): Promise<Response> {
  const outgoing = new Request(url, init);
  const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
  const headers: Record<string, string> = { origin: url.origin, ...Object.fromEntries(outgoing.headers) };
  // node:http frames a DELETE's body only with a length given
  if (body) headers['content-length'] = String(body.byteLength);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: outgoing.method, headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          answerHeaders.append(res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '');
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A browser at `base` (a path is sent there; a whole URL, e.g. one instance's, goes where it says) whose
 * requests leave from `from`.
 */
export function browser(base: string, from: string): Agent {
  return createAgent({ request: (path, init) => send(new URL(path, base), init, from) });
}

let next = 0;
/** A local address no other client of this run has had (127.20.0.1, 127.20.0.2, …). */
export function newAddress(): string {
  next++;
  return `127.${20 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}`;
}
