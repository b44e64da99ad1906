import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../tests/app';
import { validContact } from '../tests/payloads';
import { signedIn } from '../tests/users';
import { createApp, READY_WITHIN_MS } from './app';
import { openDatabase, pgliteExtensions } from './db/client';
import type { Storage } from './storage/types';

const url = process.env.DATABASE_URL;
let admin: ReturnType<typeof postgres> | undefined;

/** A database of this test's own, so the test may refuse connections to it, drop it and recreate it. */
async function ownDatabase(migrate = true) {
  if (!url) throw new Error('DATABASE_URL is not set');
  admin ??= postgres(url, { max: 2, idle_timeout: 2, onnotice: () => {} });
  const name = `outage_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), max: 4, migrate });
  const server = admin;
  return {
    name,
    url: target.toString(),
    database,
    sql: (text: string) => server.unsafe(text),
    async drop() {
      await database.close().catch(() => {});
      await server.unsafe(`alter database "${name}" allow_connections true`).catch(() => {});
      await server.unsafe(`drop database if exists "${name}" with (force)`);
    },
  };
}

afterAll(async () => {
  await admin?.end();
});

/** The README's promise: a database that refuses or does not answer gives 503 within 5 s (and a margin). */
const OUTAGE_ANSWER_S = 5.5;

/** Each request and how long its answer took. */
async function timed(t: TestApp, requests: [string, { json?: unknown; headers?: Record<string, string> }][]) {
  return Promise.all(
    requests.map(async ([path, init]) => {
      const started = performance.now();
      const res = await t.agent().request(path, init);
      return {
        path,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        seconds: (performance.now() - started) / 1000,
      };
    }),
  );
}

describe.skipIf(!url)(
  'when PostgreSQL is unavailable: 503 with Retry-After within seconds, on both doors (PGlite runs inside the process: it cannot refuse connections or be dropped)',
  () => {
    let db: Awaited<ReturnType<typeof ownDatabase>>;
    let t: TestApp;
    let cookie: string;
    const mixed = (n: number): [string, { json?: unknown; headers?: Record<string, string> }][] =>
      Array.from({ length: n }, (_, i) => {
        const kinds: [string, { json?: unknown; headers?: Record<string, string> }][] = [
          ['/api/contact', { json: validContact }],
          ['/trpc/contact.submit', { json: { json: validContact } }],
          ['/api/auth/me', { headers: { cookie } }],
          ['/trpc/auth.me', { headers: { cookie } }],
        ];
        return kinds[i % kinds.length] as [string, { json?: unknown }];
      });

    beforeAll(async () => {
      db = await ownDatabase();
      t = await createTestApp({ database: db.database, env: { RATE_LIMIT: 'off' } });
      cookie = (await signedIn(t)).agent.cookieHeader();
    });
    afterEach(async () => {
      // every case starts from a database that answers
      await db.sql(`alter database "${db.name}" allow_connections true`);
    });
    afterAll(async () => {
      await t.close();
      await db.drop();
    });

    it('connections refused (ALLOW_CONNECTIONS false, backends terminated): 503 within 5 s, and service again once allowed', async () => {
      await db.sql(`alter database "${db.name}" allow_connections false`);
      await db.sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${db.name}'`);
      // many at once: postgres.js 3.4 has left one of 60 such queries pending for ever
      const answers = await timed(t, mixed(40));
      for (const answer of answers) {
        expect(answer, answer.path).toMatchObject({ status: 503, retryAfter: '5' });
        expect(answer.seconds, answer.path).toBeLessThan(OUTAGE_ANSWER_S);
      }
      expect((await t.request('/readyz')).status).toBe(503);

      await db.sql(`alter database "${db.name}" allow_connections true`);
      await vi.waitFor(
        async () => {
          expect((await t.agent().request('/api/contact', { json: validContact })).status).toBe(201);
        },
        { timeout: 20_000, interval: 500 },
      );
      expect((await t.request('/readyz')).status).toBe(200);
    }, 60_000);

    it('a statement held up by a lock: 503 once the lock timeout passes, not a hang', async () => {
      const holder = postgres(new URL(`/${db.name}`, url).toString(), { max: 1, onnotice: () => {} });
      const locked = holder.begin(async (tx) => {
        await tx`lock table contact_messages in access exclusive mode`;
        await new Promise((r) => setTimeout(r, 6_500));
      });
      await new Promise((r) => setTimeout(r, 300));
      const [answer] = await timed(t, [['/api/contact', { json: validContact }]]);
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      expect(answer?.seconds).toBeLessThan(OUTAGE_ANSWER_S);
      await locked;
      await holder.end();
    }, 30_000);

    it('the database dropped, then recreated empty: 503 at once, and /readyz 503 until migrated', async () => {
      await db.sql(`drop database "${db.name}" with (force)`);
      for (const answer of await timed(t, mixed(8))) {
        expect(answer, answer.path).toMatchObject({ status: 503, retryAfter: '5' });
        expect(answer.seconds, answer.path).toBeLessThan(OUTAGE_ANSWER_S);
      }
      expect((await t.request('/readyz')).status).toBe(503);

      await db.sql(`create database "${db.name}"`);
      for (const answer of await timed(t, mixed(4))) {
        expect(answer, answer.path).toMatchObject({ status: 503, retryAfter: '5' });
      }
      expect((await t.request('/readyz')).status).toBe(503);
    }, 60_000);
  },
);

/** Requests of both doors that each need the database: writes, a read, a sign-up. */
const dbRequests = (n: number): [string, { json?: unknown }][] =>
  Array.from({ length: n }, (_, i) => {
    const kinds: [string, { json?: unknown }][] = [
      ['/api/contact', { json: validContact }],
      ['/trpc/contact.submit', { json: { json: validContact } }],
      ['/api/newsletter/subscribe', { json: { email: `outage-${i}@example.com` } }],
      ['/api/blog', {}],
    ];
    return kinds[i % kinds.length] as [string, { json?: unknown }];
  });

/** The app on a PostgreSQL at 127.0.0.1:`port` (4 connections), without migrating it. */
async function appOnPort(port: number) {
  const database = await openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/outage`,
    migrate: false,
    max: 4,
  });
  const t = await createTestApp({ database, env: { RATE_LIMIT: 'off' } });
  return { t, database };
}

/** Each of the requests answered 503 with Retry-After: 5 within OUTAGE_ANSWER_S. */
async function allAnswered503(t: TestApp, n: number) {
  for (const answer of await timed(t, dbRequests(n))) {
    expect(answer, answer.path).toMatchObject({ status: 503, retryAfter: '5' });
    expect(answer.seconds, answer.path).toBeLessThan(OUTAGE_ANSWER_S);
  }
}

describe('a PostgreSQL that does not answer: 503 with Retry-After within 5 s', () => {
  it('accepts connections and stays silent (a hung server): every request answered 503 within 5.5 s', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { t, database } = await appOnPort((silent.address() as { port: number }).port);
    try {
      // more at once than the pool has connections: the later ones wait for a connection first
      await allAnswered503(t, 12);
      // reads outside the procedures: the sitemap (503), and an unknown blog address looked up among
      // the old slugs (its 404 stands when the lookup fails; 503 when the lookup is still waiting)
      const [sitemap, slug] = await timed(t, [
        ['/sitemap.xml', {}],
        ['/blog/no-such-post', {}],
      ]);
      expect(sitemap?.status).toBe(503);
      expect(sitemap?.retryAfter).toMatch(/^\d+$/);
      expect([404, 503]).toContain(slug?.status);
      for (const answer of [sitemap, slug])
        expect(answer?.seconds, answer?.path).toBeLessThan(OUTAGE_ANSWER_S);
    } finally {
      await t.close();
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);

  it('refuses connections (nothing listens): every request answered 503 within 5.5 s', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const { t, database } = await appOnPort(port);
    try {
      // two waves: the first leaves the driver counting failed attempts (its back-off grows with them)
      await allAnswered503(t, 40);
      await allAnswered503(t, 40);
    } finally {
      await t.close();
      await database.close();
    }
  }, 60_000);
});

describe('/readyz and the schema (PGlite and PostgreSQL)', () => {
  it("answers 503 while the database lacks this build's migrations, and 200 once they are applied", async () => {
    const own = url ? await ownDatabase(false) : undefined;
    const pglite = own ? undefined : new PGlite({ extensions: pgliteExtensions });
    const database = own ? own.database : await openDatabase({ pglite, migrate: false });
    const t = await createTestApp({ database });
    try {
      const res = await t.request('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      // what `npm start` does on this database
      const migrated = await openDatabase(own ? { databaseUrl: own.url } : { pglite });
      if (own) await migrated.close();
      expect((await t.request('/readyz')).status).toBe(200);
    } finally {
      await t.close();
      await (own ? own.drop() : database.close());
    }
  }, 60_000);
});

describe('/readyz when a dependency hangs', () => {
  it('answers 503 within about a second, not when the connection attempt gives up', async () => {
    const t = await createTestApp();
    const hanging: Storage = { ...t.deps.storage, ping: () => new Promise<void>(() => {}) };
    const probe = createApp({ ...t.deps, storage: hanging });
    try {
      const started = performance.now();
      const res = await probe.request('/readyz');
      const ms = performance.now() - started;
      expect(res.status).toBe(503);
      expect(ms).toBeGreaterThanOrEqual(READY_WITHIN_MS - 50);
      expect(ms).toBeLessThan(READY_WITHIN_MS + 2000);
    } finally {
      await t.close();
    }
  });
});
