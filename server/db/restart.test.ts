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

describe.runIf(canRunPostgres)('a PostgreSQL restart under load', () => {
  it('keeps the process, answers 503 meanwhile, and loses no acknowledged write', async () => {
    expect(server.url, server.stderr()).not.toBe('');
    const traffic = load(server.url, 24);
    await new Promise((r) => setTimeout(r, 1500));
    for (let round = 0; round < 3; round++) {
      await pg.ctl('restart');
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
    const stored = pg.query('select email from newsletters');
    const missing = traffic.acknowledged.filter((email) => !stored.includes(email));
    expect(missing).toEqual([]);
    expect(traffic.acknowledged.length).toBeGreaterThan(0);
  }, 120_000);
});
