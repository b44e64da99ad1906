import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  reusedSocket: boolean;
}

/**
 * A pooled keep-alive client to a server on 127.0.0.1, as a reverse proxy keeps to its upstream. With one
 * socket (the default) every request after the first goes on the socket the previous one left, unless
 * that answer closed it.
 */
export function pooledClient(port: number, sockets = 1) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const send = (
    method: string,
    path: string,
    headers: Record<string, string | number> = {},
    body?: Buffer | string,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            reusedSocket: req.reusedSocket,
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      if (body !== undefined) req.end(body);
      else req.end();
    });
  return { send, close: () => agent.destroy() };
}
