import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact } from '../tests/payloads';
import { serverDatabase, spawnServer } from '../tests/server-process';
import { openDatabase } from './db/client';
import { contactMessages } from './db/schema';

const script = 'tests/start-with-slow-route.ts';

interface Answer {
  status?: number;
  connection?: string | undefined;
  /** the error code when no answer came (ECONNRESET, ECONNREFUSED…) */
  error?: string;
  /** sent on a keep-alive connection that had carried an earlier request */
  reused: boolean;
}

/** One request through `agent`. */
function send(agent: http.Agent | false, url: string, method: string, json?: unknown): Promise<Answer> {
  return new Promise((resolve) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const req = http.request(url, {
      method,
      agent,
      headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reused: req.reusedSocket,
        }),
      );
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ error: e.code ?? e.message, reused: req.reusedSocket }),
    );
    req.end(body);
  });
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`SIGTERM under keep-alive load (${database})`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'agency-shutdown-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers every request already sent (Connection: close), refuses new connections, exits 0 within SHUTDOWN_TIMEOUT', async () => {
    const db = await serverDatabase(path.join(dir, 'drain'));
    try {
      const server = await spawnServer(script, { ...db.env, SHUTDOWN_TIMEOUT: '5', RATE_LIMIT: 'off' });
      expect(server.url, server.stderr()).not.toBe('');
      const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
      // 20 open keep-alive connections
      await Promise.all(Array.from({ length: 20 }, () => send(agent, `${server.url}/healthz`, 'GET')));
      // on them, 19 clients each sending its next request as soon as it has an answer (contact messages
      // and liveness checks: writes and reads), until one fails, and one slow request
      const answers: Answer[] = [];
      let stored = 0;
      const client = async (n: number) => {
        for (let i = 0; ; i++) {
          const write = (n + i) % 2 === 0;
          const answer = await (write
            ? send(agent, `${server.url}/api/contact`, 'POST', {
                ...validContact,
                email: `c${n}.${i}@example.com`,
              })
            : send(agent, `${server.url}/healthz`, 'GET'));
          answers.push(answer);
          if (answer.error) return;
          if (write && answer.status === 201) stored++;
        }
      };
      const slow = send(agent, `${server.url}/test/slow?ms=1500`, 'GET');
      const load = Array.from({ length: 19 }, (_, n) => client(n));
      await new Promise((r) => setTimeout(r, 1_000));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await Promise.all(load);

      // every request sent on an open connection got its answer, the last ones with Connection: close
      const onOpenConnections = answers.filter((a) => a.reused);
      expect(onOpenConnections.length).toBeGreaterThan(19);
      expect(onOpenConnections.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
      expect(await slow).toEqual({ status: 200, connection: 'close', reused: true });
      // the clients' next connections found the port closed
      expect(answers.filter((a) => !a.reused).map((a) => a.error)).toEqual(Array(19).fill('ECONNREFUSED'));
      expect(await send(false, `${server.url}/healthz`, 'GET')).toMatchObject({ error: 'ECONNREFUSED' });
      expect(await server.exited).toBe(0);
      expect((performance.now() - signalled) / 1000).toBeLessThan(5);
      expect(server.stderr()).toBe('');
      agent.destroy();

      // every 201 is a committed row, and the database was closed cleanly
      const reopened = await openDatabase(
        db.env.DATABASE_URL
          ? { databaseUrl: db.env.DATABASE_URL }
          : { pgliteDir: path.join(dir, 'drain', 'pglite') },
      );
      const [rows] = await reopened.db.select({ n: count() }).from(contactMessages);
      await reopened.close();
      expect(rows?.n).toBe(stored);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('with SHUTDOWN_DELAY fails /readyz at once and serves on, each answer closing its connection, then closes its port', async () => {
    const db = await serverDatabase(path.join(dir, 'delay'));
    try {
      const server = await spawnServer(script, { ...db.env, SHUTDOWN_DELAY: '2' });
      expect(server.url, server.stderr()).not.toBe('');
      const agent = new http.Agent({ keepAlive: true });
      expect(await send(agent, `${server.url}/readyz`, 'GET')).toMatchObject({ status: 200, reused: false });
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      // the stop is under way once /readyz fails; on the same kept-alive connection
      let ready = await send(agent, `${server.url}/readyz`, 'GET');
      while (ready.status === 200) ready = await send(agent, `${server.url}/readyz`, 'GET');
      expect(ready).toMatchObject({ status: 503, connection: 'close' });
      // still serving, a new connection each time
      const during = await send(agent, `${server.url}/healthz`, 'GET');
      expect(during).toMatchObject({ status: 200, connection: 'close', reused: false });
      expect((performance.now() - signalled) / 1000).toBeLessThan(2);
      expect(await server.exited).toBe(0);
      expect((performance.now() - signalled) / 1000).toBeGreaterThanOrEqual(2);
      expect(await send(false, `${server.url}/healthz`, 'GET')).toMatchObject({ error: 'ECONNREFUSED' });
      expect(server.stderr()).toBe('');
      agent.destroy();
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('cuts off what is slower than SHUTDOWN_TIMEOUT and still exits 0 within it', async () => {
    const db = await serverDatabase(path.join(dir, 'cut'));
    try {
      const server = await spawnServer(script, { ...db.env, SHUTDOWN_TIMEOUT: '1' });
      expect(server.url, server.stderr()).not.toBe('');
      const slow = send(false, `${server.url}/test/slow?ms=60000`, 'GET');
      await new Promise((r) => setTimeout(r, 500));
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect((performance.now() - signalled) / 1000).toBeLessThan(4);
      expect(await slow).toHaveProperty('error');
      expect(server.stdout()).toMatch(/"cutOff":1,"msg":"SHUTDOWN_TIMEOUT passed/);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
