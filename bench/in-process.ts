/**
 * Timing procedures in-process on a large seeded database, on the embedded PGlite (on disk, as
 * `npm start` keeps it) and on PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (a throwaway
 * database, dropped afterwards). Shared by bench/travel-list.ts and bench/blog-list.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { loadConfig } from '../server/config';
import { createContentChanges } from '../server/content-changes';
import { type Database, openDatabase, pgliteExtensions } from '../server/db/client';
import type { AppDeps } from '../server/deps';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { createLocalStorage } from '../server/storage/local';
import { createCaller } from '../server/trpc/router';
import { testContext } from '../tests/context';
import { createUser } from '../tests/users';

export type Caller = ReturnType<typeof createCaller>;
/** A named call; `total` (when there is one) is reported as the case's matches; null is nothing there. */
export type BenchCase = [
  name: string,
  call: (visitor: Caller, admin: Caller) => Promise<{ total?: number } | null>,
];

/** A PostgreSQL array of the given texts, for the seed statements (the texts are the bench's own). */
export const pgArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export interface InProcessBench {
  /** e.g. '10000 posts': the seeding row's name */
  rows: string;
  seed: string[];
  /** after the seed, what a start would do to its rows (counted in the seeding time) */
  prepare?: (deps: AppDeps, run: (statement: string) => Promise<unknown>) => Promise<unknown>;
  cases: BenchCase[];
  calls: number;
  budgetP95Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Seeds (with `run`, outside the app's statement timeout), then times each case. */
async function measure(
  bench: InProcessBench,
  database: Database,
  label: string,
  run: (statement: string) => Promise<unknown>,
): Promise<{ rows: string[]; over: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-in-process-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
    });
    const log = createLogger('silent');
    const deps: AppDeps = {
      config,
      database,
      log,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, log, dataKeys: config.dataKeys }),
      contentChanges: createContentChanges(),
    };
    const started = performance.now();
    for (const statement of bench.seed) await run(statement);
    await bench.prepare?.(deps, run);
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const visitor = createCaller(testContext(deps, null));
    const admin = createCaller(testContext(deps, await createUser(database.db, { role: 'admin' })));
    const { cases } = bench;
    for (const [, call] of cases) for (let i = 0; i < 5; i++) await call(visitor, admin); // warm-up
    const times = cases.map(() => [] as number[]);
    const matches = cases.map(() => 0);
    // the cases take turns, so a burst of load on the shared machine falls on all of them alike
    for (let i = 0; i < bench.calls; i++) {
      for (const [c, [, call]] of cases.entries()) {
        const t0 = performance.now();
        const answer = await call(visitor, admin);
        times[c]?.push(performance.now() - t0);
        matches[c] = answer?.total ?? 0;
      }
    }
    const rows: string[] = [];
    const over: string[] = [];
    for (const [c, [name]] of cases.entries()) {
      const sorted = (times[c] ?? []).sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      rows.push(`| ${label} | ${name} | ${matches[c]} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
      if (p95 > bench.budgetP95Ms)
        over.push(`${label}: ${name} p95 ${p95.toFixed(1)} ms > ${bench.budgetP95Ms} ms`);
    }
    rows.push(`| ${label} | (seeding ${bench.rows}) | | ${seedSeconds} s | |`);
    return { rows, over };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(bench: InProcessBench, url: string) {
  const server = postgres(url, { max: 1, onnotice: () => {} });
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await server.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), max: 4 });
  const seeder = postgres(target.toString(), { max: 1, onnotice: () => {} });
  try {
    return await measure(bench, database, 'PostgreSQL', (statement) => seeder.unsafe(statement));
  } finally {
    await seeder.end();
    await database.close();
    await server.unsafe(`drop database if exists "${name}" with (force)`);
    await server.end();
  }
}

async function onPglite(bench: InProcessBench) {
  // on disk, as `npm start` keeps it (an in-memory PGlite would flatter the commits)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const pglite = new PGlite({ dataDir, extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  try {
    return await measure(bench, database, 'PGlite', (statement) => pglite.exec(statement));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report section's table on each database; sets a failing exit code when a case is over budget. */
export async function inProcessReport(bench: InProcessBench, callColumn: string): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (seeding 100,000 rows a table into PGlite is slow)
  const pglite = process.env.BENCH_SKIP_PGLITE === '1' && url ? [] : [await onPglite(bench)];
  const results = [...pglite, ...(url ? [await onPostgres(bench, url)] : [])];
  const rows = [
    `| database | ${callColumn} | matches | p50 ms | p95 ms |`,
    '|---|---|---|---|---|',
    ...results.flatMap((r) => r.rows),
  ];
  const over = results.flatMap((r) => r.over);
  if (over.length > 0) process.exitCode = 1;
  const verdict = over.length
    ? `\nOver budget:\n${over.map((o) => `- ${o}`).join('\n')}`
    : `\nAll within the ${bench.budgetP95Ms} ms p95 budget.`;
  return `${rows.join('\n')}${verdict}`;
}
