// A PostgreSQL restart under load: the server keeps running, what was in flight is answered 503 (try
// again), and once the database is back every request succeeds. Runs a throwaway PostgreSQL cluster of
// its own (tests/pg-cluster.ts).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunPostgres, type PostgresCluster, startPostgres } from '../../tests/pg-cluster';
import { type ServerProcess, spawnServer } from '../../tests/server-process';

let pg: PostgresCluster;
let server: ServerProcess;

beforeAll(async () => {
  if (!canRunPostgres) return;
  pg = await startPostgres();
  server = await spawnServer('tests/start-api-only.ts', {
    DATA_DIR: path.join(pg.dir, 'site'),
    DATABASE_URL: pg.url,
    // many sign-ups from one address: the limits are not what this drill measures
    RATE_LIMIT: 'off',
  });
}, 120_000);

afterAll(async () => {
  if (!canRunPostgres) return;
  server?.child.kill('SIGTERM');
  await server?.exited;
  await pg.remove();
}, 60_000);

/**
 * Newsletter sign-ups (a write each) and blog reads, `concurrency` at a time, until `stop()`; the
 * slowest 503 (seconds) and whether each 503 said when to come back.
 */
function load(url: string, concurrency: number) {
  const statuses = new Map<string, number>();
  const acknowledged: string[] = [];
  const slowest503 = { seconds: 0, withoutRetryAfter: 0 };
  let running = true;
  let n = 0;
  const timed = (request: Promise<Response>) => {
    const started = performance.now();
    return request.then(
      (r) => {
        if (r.status === 503) {
          slowest503.seconds = Math.max(slowest503.seconds, (performance.now() - started) / 1000);
          if (r.headers.get('retry-after') !== '5') slowest503.withoutRetryAfter++;
        }
        return r.status;
      },
      (e: Error) => `network: ${e.message}`,
    );
  };
  const worker = async () => {
    while (running) {
      const email = `load-${n++}@example.com`;
      const answers = await Promise.all([
        timed(
          fetch(`${url}/api/newsletter/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url },
            body: JSON.stringify({ email }),
          }),
        ),
        timed(fetch(`${url}/api/blog`)),
      ]);
      if (answers[0] === 201) acknowledged.push(email);
      for (const status of answers) statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    statuses,
    acknowledged,
    slowest503,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe.runIf(canRunPostgres)('a PostgreSQL restart under load', () => {
  it('keeps the process, answers 503 within 5 s meanwhile, and loses no acknowledged write', async () => {
    expect(server.url, server.stderr()).not.toBe('');
    const traffic = load(server.url, 24);
    await new Promise((r) => setTimeout(r, 1500));
    for (let round = 0; round < 3; round++) {
      await pg.ctl('restart');
      await new Promise((r) => setTimeout(r, 1500));
    }
    // stopped for a while: every connection attempt refused
    await pg.ctl('stop');
    await new Promise((r) => setTimeout(r, 4000));
    await pg.ctl('start');
    await new Promise((r) => setTimeout(r, 1500));
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
    // the README's promise: a database away gives 503 with Retry-After within 5 s (and a margin)
    expect(traffic.slowest503.seconds).toBeLessThan(5.5);
    expect(traffic.slowest503.withoutRetryAfter).toBe(0);

    // back to normal: a write and a read succeed, and every sign-up that got its 201 is stored
    const after = await fetch(`${server.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'after-restart@example.com' }),
    });
    expect(after.status).toBe(201);
    const stored = pg.query('select email from newsletters');
    const missing = traffic.acknowledged.filter((email) => !stored.includes(email));
    expect(missing).toEqual([]);
    expect(traffic.acknowledged.length).toBeGreaterThan(0);
  }, 120_000);
});
