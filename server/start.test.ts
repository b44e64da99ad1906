import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { blogPosts, categories, users } from './db/schema';
import { seedCategories, seedPosts } from './db/seed-content';

const script = path.resolve('tests/start-api-only.ts');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts the server as production does (API only), with exactly the given environment. */
function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitFor<T>(read: () => T | undefined, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('starting the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'agency-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops on a bad configuration with exit code 1 and one stderr line naming the variable', async () => {
    const r = run({ DATA_DIR: dataDir, SESSION_SECRET: 'short', PORT: '0' });
    expect(await r.exited).toBe(1);
    const lines = r.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SESSION_SECRET/);
    expect(r.stdout()).not.toMatch(/Serving on/);
  });

  it('names PORT when it is not a number', async () => {
    const r = run({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(await r.exited).toBe(1);
    expect(r.stderr().trim().split('\n')).toEqual([expect.stringMatching(/PORT/)]);
  });

  it('starts on an empty DATA_DIR, seeds, serves, creates the admin, and stops cleanly on SIGTERM', async () => {
    const env = {
      DATA_DIR: path.join(dataDir, 'fresh'),
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'boss-password-123',
    };
    const r = run(env);
    const url = await waitFor(() => /Serving on (http:\/\/\S+)/.exec(r.stdout())?.[1], 90_000, 'Serving on');
    const base = url.replace('localhost', '127.0.0.1');

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss', password: 'boss-password-123' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ username: 'boss', role: 'admin' });

    // structured JSON logs on stdout, with the client's real address
    const request = r
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'request' && l.path === '/healthz');
    expect(request).toMatchObject({ level: 'info', status: 200, ip: '127.0.0.1' });

    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    expect(r.stderr()).toBe('');

    // the PGlite folder reopens cleanly and holds the demo content and the admin
    const database = await openDatabase({ pgliteDir: path.join(env.DATA_DIR, 'pglite') });
    const [cats] = await database.db.select({ n: count() }).from(categories);
    const [posts] = await database.db.select({ n: count() }).from(blogPosts);
    const [people] = await database.db.select({ n: count() }).from(users);
    expect(cats?.n).toBe(seedCategories.length);
    expect(posts?.n).toBe(seedPosts.length);
    expect(people?.n).toBe(1);
    await database.close();

    // a second start on the same folder neither seeds again nor fails
    const again = run({ ...env, ADMIN_PASSWORD: 'another-password-1' });
    await waitFor(() => /Serving on/.exec(again.stdout())?.[0], 90_000, 'second start');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const reopened = await openDatabase({ pgliteDir: path.join(env.DATA_DIR, 'pglite') });
    const [catsAgain] = await reopened.db.select({ n: count() }).from(categories);
    expect(catsAgain?.n).toBe(seedCategories.length);
    await reopened.close();
  }, 120_000);
});
