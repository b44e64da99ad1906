import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { pooledClient } from '../../tests/http-client';
import { validContact } from '../../tests/payloads';
import { JSON_LIMIT, UPLOAD_LIMIT } from '../app';
import { LINGER_BYTES } from './connection';

/** The client's next request goes out on the socket it already has, and is answered. */
async function expectConnectionKept(client: ReturnType<typeof pooledClient>) {
  const next = await client.send('GET', '/healthz');
  expect(next.status).toBe(200);
  expect(next.reusedSocket).toBe(true);
}

describe('an answer sent before the request body was read', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const big = Buffer.alloc(300 * 1024, 'a');
  const json = JSON.stringify(validContact);
  const cases: [string, string, string, Record<string, string | number>, Buffer | string][] = [
    ['413 for a 300 KB JSON body', 'POST', '/api/contact', { 'content-type': 'application/json' }, big],
    [
      '413 for a chunked body over the limit',
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      Buffer.alloc(JSON_LIMIT + 50_000, 'b'),
    ],
    [
      '403 for a foreign Origin',
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      json,
    ],
    ['415 for a body that is not JSON', 'POST', '/api/contact', { 'content-type': 'text/plain' }, big],
    ['404 for an unknown API path with a body', 'POST', '/api/no-such-path', {}, big],
    ['405 for an unknown method with a body', 'PROPFIND', '/api/contact', {}, big],
  ];

  for (const [name, method, path, headers, body] of cases) {
    it(`${name}: the next request on the same pooled connection is answered`, async () => {
      const client = pooledClient(port);
      try {
        const first = await client.send(method, path, headers, body);
        expect(first.status).toBeGreaterThanOrEqual(400);
        expect(first.status).toBeLessThan(500);
        expect(JSON.parse(first.body).error).toMatch(/[\u0590-\u05FF]/);
        // the refused request's body was not read: the answer says the connection ends here
        expect(first.headers.connection).toBe('close');
        const next = await client.send('POST', '/api/contact', { 'content-type': 'application/json' }, json);
        expect(next.status).toBe(201);
        expect(next.reusedSocket).toBe(false);
        // a normal answer keeps the connection for the one after it
        await expectConnectionKept(client);
      } finally {
        client.close();
      }
    });
  }

  it("answers 204 with no body when the body was not read (a crawler's page-view beacon)", async () => {
    const client = pooledClient(port);
    try {
      const first = await client.send(
        'POST',
        '/page-view',
        { 'content-type': 'text/plain', 'user-agent': 'Googlebot/2.1' },
        '/about',
      );
      expect(first.status).toBe(204);
      expect(first.body).toBe('');
      expect(first.headers.connection).toBe('close');
      const next = await client.send('GET', '/healthz');
      expect(next.status).toBe(200);
    } finally {
      client.close();
    }
  });

  it('judges a body by its Content-Length to the byte: the limit passes to validation, one byte more is 413', async () => {
    const client = pooledClient(port);
    const padded = (bytes: number) => {
      const base = JSON.stringify({ ...validContact, padding: '' });
      return JSON.stringify({ ...validContact, padding: 'x'.repeat(bytes - Buffer.byteLength(base)) });
    };
    try {
      const json = { 'content-type': 'application/json' };
      const at = await client.send('POST', '/api/contact', json, padded(JSON_LIMIT));
      expect(Buffer.byteLength(padded(JSON_LIMIT))).toBe(JSON_LIMIT);
      // read and judged by the schema: a stored message (the extra field is dropped), not a 413
      expect(at.status).toBe(201);
      const over = await client.send('POST', '/api/contact', json, padded(JSON_LIMIT + 1));
      expect(over.status).toBe(413);
      expect(over.headers.connection).toBe('close');
    } finally {
      client.close();
    }
  });

  it('keeps the connection after an answer that read the whole body (400 on a bad field)', async () => {
    const client = pooledClient(port);
    try {
      const bad = await client.send(
        'POST',
        '/api/contact',
        { 'content-type': 'application/json' },
        JSON.stringify({ ...validContact, email: 'nope' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.headers.connection).not.toBe('close');
      await expectConnectionKept(client);
    } finally {
      client.close();
    }
  });

  it('survives a burst of bad and good requests on a few pooled sockets with no socket error', async () => {
    const client = pooledClient(port, 4);
    const send = async (bad: boolean) =>
      (
        await client.send(
          'POST',
          '/api/contact',
          { 'content-type': 'application/json', ...(bad && { origin: 'https://evil.example' }) },
          bad ? big : json,
        )
      ).status;
    try {
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(i % 3 === 0)));
      expect(statuses.filter((s) => s === 201)).toHaveLength(40);
      expect(statuses.filter((s) => s === 403)).toHaveLength(20);
    } finally {
      client.close();
    }
  });

  const uploadHead = (length: number) =>
    `POST /api/user/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

  /** Everything the server sent on a raw socket until it closed, and how it ended. */
  const rawExchange = (send: (socket: ReturnType<typeof connect>) => Promise<void>) =>
    new Promise<{ received: string; error?: string; sent: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let error: string | undefined;
      socket.on('error', (e: NodeJS.ErrnoException) => {
        error = e.code ?? e.message;
      });
      socket.on('close', () =>
        resolve({ received: Buffer.concat(chunks).toString(), error, sent: socket.bytesWritten }),
      );
      socket.once('connect', async () => {
        await send(socket);
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      });
    });

  it('an 11 MiB upload sent whole before reading gets its whole 413, every time', async () => {
    const size = 11 * 1024 * 1024;
    expect(size).toBeGreaterThan(UPLOAD_LIMIT);
    const body = Buffer.alloc(size, 'x');
    for (let round = 0; round < 20; round++) {
      const { received, error } = await rawExchange(
        (socket) =>
          new Promise((resolve) => {
            socket.write(uploadHead(size));
            // the whole body is handed to the kernel before the client reads anything
            socket.write(body, () => resolve());
          }),
      );
      expect(error, `round ${round}`).toBeUndefined();
      const [head = '', text = ''] = received.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(Buffer.byteLength(text)).toBe(Number(/content-length: (\d+)/i.exec(head)?.[1]));
      expect(JSON.parse(text).error).toMatch(/[\u0590-\u05FF]/);
    }
  }, 120_000);

  it('cuts off a client that never stops sending once the server has read its bound', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'y');
    const started = Date.now();
    const { received, sent } = await rawExchange(async (socket) => {
      socket.write(uploadHead(1024 * 1024 * 1024));
      // the answer is read while sending: it comes at once, before the bound is met
      socket.on('data', () => {});
      const more = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on('drain', more);
      more();
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeGreaterThan(LINGER_BYTES);
    // what the kernels hold on both sides beyond the bound, never the whole gigabyte
    expect(sent).toBeLessThan(LINGER_BYTES + 64 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
