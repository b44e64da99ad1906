/**
 * Faults under load through the proxy: PostgreSQL restarted, the S3 server stopped and started, and the
 * instances stopped (SIGTERM) and started one at a time. After each: the load's answers, what the
 * database and the store kept, and the instances that exited without being asked.
 */
import { register } from './accounts';
import { audit, auditClean, auditSummary } from './audit';
import type { Instance } from './instances';
import { startLoad, statusSummary, unexpected } from './load';
import type { Stack } from './stack';
import type { Row } from './table';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WORKERS = 8;

const crashCount = (stack: Stack) => stack.instances.reduce((sum, i) => sum + i.crashes.length, 0);

/** Until every instance's /readyz answers 200 (the proxy then sends to it again within its check interval). */
async function allReady(instances: Instance[], limitMs = 60_000) {
  const until = Date.now() + limitMs;
  for (const instance of instances) {
    while (Date.now() < until) {
      const ok = await fetch(`${instance.url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(200);
    }
  }
}

/** Runs `fault` under load and reports the load's answers, the audit and the exits. */
async function underLoad(
  stack: Stack,
  name: string,
  allowed: string[],
  fault: () => Promise<{ what: string; ok?: boolean }>,
): Promise<Row> {
  const crashesBefore = crashCount(stack);
  const accounts = await Promise.all(
    Array.from({ length: WORKERS }, () => register(stack.proxy.url, 'load')),
  );
  const load = startLoad(stack.proxy.url, accounts);
  const { what, ok = true } = await fault();
  const result = await load.stop();
  await allReady(stack.instances);
  // an upload cut short cleans up after its answer: give it a moment
  await sleep(2000);
  const found = await audit(stack, result.acknowledged);
  const exits = crashCount(stack) - crashesBefore;
  const bad = unexpected(result.statuses, allowed);
  return {
    name,
    figures: `${what}; ${result.requests} requests: ${statusSummary(result.statuses)}${bad > 0 ? ` (${bad} failed: ${result.examples.join(' | ')})` : ''}; ${auditSummary(found)}; ${exits} process exits${exits > 0 ? `: ${stack.instances.flatMap((i) => i.crashes.map((c) => `${i.name} ${c.code ?? c.signal}: ${c.tail.split('\n').find((l) => /Error/.test(l)) ?? ''}`)).join(' | ')}` : ''}`,
    pass: ok && bad === 0 && auditClean(found) && exits === 0,
  };
}

/** PostgreSQL restarted three times, 2 s apart: what is in flight may be a 503 (try again), nothing else. */
export const postgresRestart = (stack: Stack) =>
  underLoad(stack, 'drill: PostgreSQL restart', ['503'], async () => {
    await sleep(3000);
    const times: string[] = [];
    for (let i = 0; i < 3; i++) {
      const start = Date.now();
      await stack.pg.ctl('restart');
      stack.databaseOutages.push([start, Date.now()]);
      times.push(((Date.now() - start) / 1000).toFixed(1));
      await sleep(2000);
    }
    await sleep(3000);
    return { what: `3 restarts (${times.join(', ')} s each)` };
  });

/** The S3 server stopped for 6 s during uploads: uploads meanwhile are 503, no row without its file. */
export const s3Outage = (stack: Stack) =>
  underLoad(stack, 'drill: S3 outage', ['503'], async () => {
    await sleep(3000);
    await stack.s3.stop();
    await sleep(6000);
    await stack.s3.start();
    await sleep(4000);
    return { what: 'S3 server down 6 s' };
  });

/** Each instance stopped with SIGTERM and started again in turn: not one request fails. */
export const rollingRestart = (stack: Stack) =>
  underLoad(stack, 'drill: rolling restart', [], async () => {
    await sleep(2000);
    const codes: string[] = [];
    let ok = true;
    for (const instance of stack.instances) {
      const code = await instance.stop();
      codes.push(`${instance.name} exit ${code}`);
      ok &&= code === 0;
      await instance.start();
      await allReady([instance]);
      // the proxy's health check (every 2 s) sees it again
      await sleep(3000);
    }
    return { what: `SIGTERM and start: ${codes.join(', ')}`, ok };
  });
