// A PostgreSQL restart under load: the server keeps running, what was in flight is answered 503 (try
// again), and once the database is back every request succeeds. Runs a throwaway PostgreSQL cluster of
// its own (the one on :5432 is shared), so it needs PostgreSQL's binaries and root (initdb runs as the
// `postgres` system user); CI has both.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../tests/server-process';

/** Debian's PostgreSQL binaries, the newest version installed. */
const BIN = path.join(
  '/usr/lib/postgresql',
  (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
    .sort((a, b) => Number(a) - Number(b))
    .at(-1) ?? 'none',
  'bin',
);
const runnable = existsSync(path.join(BIN, 'initdb')) && process.getuid?.() === 0;

/** A port the kernel says is free now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const asPostgres = (command: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' });

let dir: string;
let port: number;
let server: ServerProcess;
const pgCtl = (action: string) =>
  asPostgres('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-m',
    'fast',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    action,
  ]);

beforeAll(async () => {
  if (!runnable) return;
  dir = await mkdtemp(path.join(tmpdir(), 'agency-pg-restart-'));
  await chmod(dir, 0o777);
  port = await freePort();
  asPostgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  pgCtl('start');
  server = await spawnServer('tests/start-api-only.ts', {
    DATA_DIR: path.join(dir, 'site'),
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // many sign-ups from one address: the limits are not what this drill measures
    RATE_LIMIT: 'off',
  });
}, 120_000);

afterAll(async () => {
  if (!runnable) return;
  server?.child.kill('SIGTERM');
  await server?.exited;
  pgCtl('stop');
  await rm(dir, { recursive: true, force: true });
}, 60_000);

/** Newsletter sign-ups (a write each) and blog reads, `concurrency` at a time, until `stop()`. */
function load(url: string, concurrency: number) {
  const statuses = new Map<string, number>();
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const email = `load-${n++}@example.com`;
      const answers = await Promise.all([
        fetch(`${url}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ email }),
        }).then(
          (r) => r.status,
          (e: Error) => `network: ${e.message}`,
        ),
        fetch(`${url}/api/blog`).then(
          (r) => r.status,
          (e: Error) => `network: ${e.message}`,
        ),
      ]);
      if (answers[0] === 201) acknowledged.push(email);
      for (const status of answers) statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    statuses,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe.runIf(runnable)('a PostgreSQL restart under load', () => {
  it('keeps the process, answers 503 meanwhile, and loses no acknowledged write', async () => {
    expect(server.url, server.stderr()).not.toBe('');
    const traffic = load(server.url, 24);
    await new Promise((r) => setTimeout(r, 1500));
    for (let round = 0; round < 3; round++) {
      pgCtl('restart');
      await new Promise((r) => setTimeout(r, 1500));
    }
    await traffic.stop();

    // the process is still there and serving
    expect(server.child.exitCode, server.stderr()).toBeNull();
    expect(server.stderr()).not.toMatch(/TypeError|uncaught/i);
    const statuses = Object.fromEntries(traffic.statuses);
    // each request got an answer: a success, or 503 (try again) while the database was away
    expect(
      Object.keys(statuses).filter((s) => !['200', '201', '503'].includes(s)),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(statuses['503'] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(0);

    // back to normal: a write and a read succeed, and every sign-up that got its 201 is stored
    const after = await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'after-restart@example.com' }),
    });
    expect(after.status).toBe(201);
    const stored = execFileSync(
      path.join(BIN, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-At', '-c', 'select email from newsletters'],
      { encoding: 'utf8' },
    ).split('\n');
    const missing = traffic.acknowledged.filter((email) => !stored.includes(email));
    expect(missing).toEqual([]);
    expect(traffic.acknowledged.length).toBeGreaterThan(0);
  }, 120_000);
});
