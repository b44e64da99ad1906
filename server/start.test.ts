import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { seedCategories, seedPosts } from '../src/content/blog-seed';
import { spawnServer } from '../tests/server-process';
import { loadConfig } from './config';
import { LOCK_FILE } from './data-lock';
import { openDatabase, pgliteExtensions } from './db/client';
import { blogPosts, categories, users } from './db/schema';
import { type MountPages, start, startServer, startupMessage } from './start';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-start-'));
  // A migrated, empty database from the run's template (tests/global-setup.ts): PGlite's initdb in a
  // new folder takes ~4 s, far more on a loaded machine, and e2e starts the built server on an empty
  // folder anyway. Runs on PostgreSQL have no template: the first start below creates the folder.
  const template = inject('pgliteTemplate');
  if (template) {
    await mkdir(siteDir(), { recursive: true });
    const pg = new PGlite(path.join(siteDir(), 'pglite'), {
      loadDataDir: new Blob([await readFile(template)]),
      extensions: pgliteExtensions,
    });
    await pg.waitReady;
    await pg.close();
  }
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// the API without pages, as tests/start-api-only.ts serves it
const apiOnly: MountPages = async () => () => {};
const loopback = (url: string) => url.replace('localhost', '127.0.0.1');
const siteDir = () => path.join(dataDir, 'site');

describe('starting (in-process)', () => {
  const env = (extra: Record<string, string> = {}) => ({
    DATA_DIR: siteDir(),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const login = (url: string, password: string) =>
    fetch(`${loopback(url)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password }),
    });
  const counts = async () => {
    const database = await openDatabase({ pgliteDir: path.join(env().DATA_DIR, 'pglite') });
    const [cats] = await database.db.select({ n: count() }).from(categories);
    const [posts] = await database.db.select({ n: count() }).from(blogPosts);
    const [people] = await database.db.select({ n: count() }).from(users);
    await database.close();
    return { categories: cats?.n, posts: posts?.n, users: people?.n };
  };
  const seeded = { categories: seedCategories.length, posts: seedPosts.length, users: 1 };

  it('starts on a new database: seeds, creates the admin, serves; a restart neither seeds again nor changes the password', async () => {
    const first = await startServer(
      loadConfig(env({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password-123' })),
      apiOnly,
    );
    try {
      expect(first.url).toBe(`http://localhost:${first.port}`);
      expect((await fetch(`${loopback(first.url)}/healthz`)).status).toBe(200);
      expect((await fetch(`${loopback(first.url)}/readyz`)).status).toBe(200);
      const signedIn = await login(first.url, 'boss-password-123');
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toEqual({ username: 'boss', role: 'admin' });
    } finally {
      await first.close();
    }
    // closed cleanly: the folder reopens and holds the demo content and the admin
    expect(existsSync(path.join(siteDir(), 'pglite', 'postmaster.pid'))).toBe(false);
    expect(await counts()).toEqual(seeded);

    const again = await startServer(
      loadConfig(env({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'another-password-1' })),
      apiOnly,
    );
    try {
      expect((await login(again.url, 'another-password-1')).status).toBe(401);
      expect((await login(again.url, 'boss-password-123')).status).toBe(200);
    } finally {
      await again.close();
    }
    expect(await counts()).toEqual(seeded);
  }, 120_000);

  describe('a start that cannot go on: one line on stderr, exit code 1, no "Serving on"', () => {
    class Exit extends Error {
      constructor(readonly code: unknown) {
        super(`process.exit(${code})`);
      }
    }
    const failedStart = async (variables: Record<string, string>) => {
      const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Exit(code);
      });
      const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
      const stdout = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        const error = await start(apiOnly, env(variables)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Exit);
        expect(exit.mock.calls).toEqual([[1]]);
        expect(stdout).not.toHaveBeenCalled();
        return stderr.mock.calls.map((args) => args.join(' '));
      } finally {
        vi.restoreAllMocks();
      }
    };
    it('names the bad variable', async () => {
      expect(await failedStart({ SESSION_SECRET: 'short' })).toEqual([
        'Configuration error: SESSION_SECRET: must be at least 32 characters',
      ]);
      expect(await failedStart({ PORT: 'abc' })).toEqual([
        expect.stringMatching(/^Configuration error: PORT: /),
      ]);
      expect(await failedStart({ ADMIN_USERNAME: 'boss' })).toEqual([
        'Configuration error: ADMIN_PASSWORD: is required when ADMIN_USERNAME is set',
      ]);
    });

    it('refuses production on PostgreSQL without DATA_KEY', async () => {
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db.invalid/agency',
        SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      };
      expect(await failedStart(production)).toEqual([
        'Configuration error: DATA_KEY: is required when DATABASE_URL is set and NODE_ENV=production',
      ]);
      expect(await failedStart({ ...production, DATA_KEY: 'too short' })).toEqual([
        'Configuration error: DATA_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
      ]);
    });

    it('names the process that holds DATA_DIR, and takes over a lock its dead owner left', async () => {
      const holder = await startServer(loadConfig(env()), apiOnly);
      try {
        const started = new Date(performance.timeOrigin).toISOString();
        expect(await failedStart({})).toEqual([
          `DATA_DIR ${siteDir()} is in use by process ${process.pid} (started ${started}): stop it first, or set another DATA_DIR`,
        ]);
      } finally {
        await holder.close();
      }
      expect(existsSync(path.join(siteDir(), LOCK_FILE))).toBe(false);

      // a crash leaves the lock behind; its pid is gone
      const crashed = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => crashed.once('exit', resolve));
      const lock = { pid: crashed.pid, startedAt: '2026-01-01T00:00:00.000Z', host: hostname() };
      await writeFile(path.join(siteDir(), LOCK_FILE), JSON.stringify(lock));
      const next = await startServer(loadConfig(env()), apiOnly);
      try {
        expect((await fetch(`${loopback(next.url)}/readyz`)).status).toBe(200);
      } finally {
        await next.close();
      }
    });

    it('names PORT and HOST when the port is taken, and closes the database', async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address() as { port: number };
      try {
        expect(await failedStart({ PORT: String(port) })).toEqual([
          `Cannot listen on 127.0.0.1:${port} (EADDRINUSE): set PORT or HOST`,
        ]);
      } finally {
        taken.close();
      }
      // PGlite removes its postmaster.pid when closed; one left open keeps the worker alive
      expect(existsSync(path.join(siteDir(), 'pglite', 'postmaster.pid'))).toBe(false);
      expect((await counts()).categories).toBe(seedCategories.length);
    });
  });
});

describe('the start-up message', () => {
  it('says where the site and its health checks are and how an admin signs in', () => {
    const url = 'https://ofek.example';
    expect(startupMessage(url, ['boss', 'dana'])).toEqual([
      'Serving on https://ofek.example',
      'Health:  https://ofek.example/healthz (the process), https://ofek.example/readyz (database and file store)',
      'Admin:   sign in at https://ofek.example/ as "boss" or "dana" (the "התחברות" button at the top), then open https://ofek.example/admin',
    ]);
    expect(startupMessage(url, [])[2]).toBe(
      'Admin:   no administrator yet: start once with ADMIN_USERNAME and ADMIN_PASSWORD set to create one',
    );
  });
});

describe('the server process (node, as `npm start` runs it)', () => {
  it('prints where it is, logs requests as JSON, and exits 0 on SIGTERM', async () => {
    // the folder the tests above used: a start on existing data, and no second initdb (~4 s)
    const server = await spawnServer('tests/start-api-only.ts', {
      DATA_DIR: siteDir(),
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'boss-password-123',
    });
    const { child, exited } = server;

    // plain lines among the JSON logs, the last one once the site answers
    const plain = server
      .stdout()
      .split('\n')
      .filter((line) => line && !line.startsWith('{'));
    const url = /^Serving on (http:\/\/localhost:\d+)$/.exec(plain[0] ?? '')?.[1];
    expect(plain, server.stderr()).toEqual([
      `Serving on ${url}`,
      `Health:  ${url}/healthz (the process), ${url}/readyz (database and file store)`,
      `Admin:   sign in at ${url}/ as "boss" (the "התחברות" button at the top), then open ${url}/admin`,
    ]);

    const health = await fetch(`${loopback(url ?? '')}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // structured JSON logs on stdout, with the client's real address
    await vi.waitFor(() => {
      const request = server
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l))
        .find((l) => l.msg === 'request' && l.path === '/healthz');
      expect(request).toMatchObject({ level: 'info', status: 200, ip: '127.0.0.1' });
    });

    // a second `npm start` on the same folder: one line naming the first, exit code 1, nothing served
    const second = await spawnServer('tests/start-api-only.ts', { DATA_DIR: siteDir() });
    expect(await second.exited).toBe(1);
    expect(second.stdout() + second.stderr()).toMatch(
      new RegExp(
        `^DATA_DIR ${siteDir()} is in use by process ${child.pid} \\(started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\): stop it first, or set another DATA_DIR\\n$`,
      ),
    );
    expect((await fetch(`${loopback(url ?? '')}/healthz`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.stderr()).toBe('');
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
    expect(existsSync(path.join(siteDir(), LOCK_FILE))).toBe(false);
  }, 120_000);
});
