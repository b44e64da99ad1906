/**
 * The blog at 10,000 posts (issue #11: p95 ≤ 50 ms): seeds 12 categories and the posts with one
 * INSERT … SELECT generate_series (80% published, ~2 kB of HTML each), then calls the public procedures
 * in-process as the pages' prefetch does (/blog, a title search, a category page, a post) and the admin's
 * list, and reports p50/p95. Over budget sets a failing exit code. Runs on the embedded PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (a throwaway database, dropped afterwards).
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

export const BLOG_POSTS = Number(process.env.BENCH_BLOG_POSTS ?? 10_000);
const CALLS = Number(process.env.BENCH_BLOG_CALLS ?? 200);
const BUDGET_P95_MS = 50;
const CATEGORIES = 12;

const topics =
  'ביטוח נסיעות,ביטוח בריאות,קרן פנסיה,קרן השתלמות,ביטוח דירה,ביטוח רכב,ביטוח סייבר,קופת גמל,אחריות מקצועית,ביטוח חיים,מחלות קשות,אובדן כושר עבודה'.split(
    ',',
  );
const angles =
  'מדריך מלא ל,חמש טעויות ב,שאלות נפוצות על,מה חדש ב,איך לבחור,כמה עולה,בדיקה שנתית של,השוואה:'.split(',');
const pgArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Categories, then `count` posts over the last ~4 years (every 5th a draft), then fresh statistics. */
export function blogSeedStatements(count: number): string[] {
  return [
    `insert into categories (name, slug, description)
     select (${pgArray(topics)})[i], 'bench-category-' || i, 'קטגוריה ' || i
     from generate_series(1, ${CATEGORIES}) as i`,
    `insert into blog_posts (title, slug, excerpt, content, image, image_alt, category_id, published, created_at, updated_at)
     select
       (${pgArray(angles)})[1 + i % ${angles.length}] || ' ' || (${pgArray(topics)})[1 + i % ${topics.length}] || ' – חלק ' || i,
       'bench-post-' || i,
       'תקציר קצר של המאמר מספר ' || i || ' על ' || (${pgArray(topics)})[1 + i % ${topics.length}],
       '<h2>פתיחה</h2>' || repeat('<p>פסקה של טקסט לדוגמה על ביטוח, חיסכון ותכנון פיננסי לטווח ארוך.</p>', 25),
       '/images/blog/default.svg',
       'איור',
       (select id from categories where slug = 'bench-category-' || (1 + i % ${CATEGORIES})),
       i % 5 <> 0,
       now() - i * interval '3 hours',
       now() - i * interval '3 hours'
     from generate_series(1, ${count}) as i`,
    'vacuum analyze categories',
    'vacuum analyze blog_posts',
  ];
}

type Caller = ReturnType<typeof createCaller>;
const cases: [string, (visitor: Caller, admin: Caller) => Promise<{ total?: number }>][] = [
  ['/blog, first page', (v) => v.blog.list({})],
  ['/blog, page 100', (v) => v.blog.list({ page: 100 })],
  ['search: a topic (~800 matches)', (v) => v.blog.list({ q: 'קרן פנסיה' })],
  ['search: one post', (v) => v.blog.list({ q: 'חלק 4242' })],
  ['search: 2 letters', (v) => v.blog.list({ q: 'קר' })],
  ['search: no match', (v) => v.blog.list({ q: 'זזזזז' })],
  ['category page', (v) => v.blog.list({ category: 'bench-category-3' })],
  ['category page 20', (v) => v.blog.list({ category: 'bench-category-3', page: 20 })],
  ['category + search', (v) => v.blog.list({ category: 'bench-category-3', q: 'מדריך' })],
  [
    'a post with related posts',
    async (v) => ({ total: (await v.blog.post({ slug: 'bench-post-4242' })).related.length }),
  ],
  ['categories with counts', async (v) => ({ total: (await v.blog.categories()).length })],
  ['admin list, drafts filter', (_, a) => a.admin.blog.list({ status: 'draft' })],
  ['admin list, title search', (_, a) => a.admin.blog.list({ q: 'מדריך מלא' })],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(database: Database, label: string, run: (statement: string) => Promise<unknown>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-blog-'));
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
      mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, log }),
      contentChanges: createContentChanges(),
    };
    const started = performance.now();
    for (const statement of blogSeedStatements(BLOG_POSTS)) await run(statement);
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const visitor = createCaller(testContext(deps, null));
    const admin = createCaller(testContext(deps, await createUser(database.db, { role: 'admin' })));
    for (const [, call] of cases) for (let i = 0; i < 5; i++) await call(visitor, admin); // warm-up
    const times = cases.map(() => [] as number[]);
    const matches = cases.map(() => 0);
    // the cases take turns, so a burst of load on the shared machine falls on all of them alike
    for (let i = 0; i < CALLS; i++) {
      for (const [c, [, call]] of cases.entries()) {
        const t0 = performance.now();
        const answer = await call(visitor, admin);
        times[c]?.push(performance.now() - t0);
        matches[c] = answer.total ?? 0;
      }
    }
    const rows: string[] = [];
    const over: string[] = [];
    for (const [c, [name]] of cases.entries()) {
      const sorted = (times[c] ?? []).sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      rows.push(`| ${label} | ${name} | ${matches[c]} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
      if (p95 > BUDGET_P95_MS) over.push(`${label}: ${name} p95 ${p95.toFixed(1)} ms > ${BUDGET_P95_MS} ms`);
    }
    rows.push(`| ${label} | (seeding ${BLOG_POSTS} posts) | | ${seedSeconds} s | |`);
    return { rows, over };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string) {
  const server = postgres(url, { max: 1, onnotice: () => {} });
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await server.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), max: 4 });
  const seeder = postgres(target.toString(), { max: 1, onnotice: () => {} });
  try {
    return await measure(database, 'PostgreSQL', (statement) => seeder.unsafe(statement));
  } finally {
    await seeder.end();
    await database.close();
    await server.unsafe(`drop database if exists "${name}" with (force)`);
    await server.end();
  }
}

async function onPglite() {
  // on disk, as `npm start` keeps it
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const pglite = new PGlite({ dataDir, extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  try {
    return await measure(database, 'PGlite', (statement) => pglite.exec(statement));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report section; sets a failing exit code when a case is over budget. */
export async function blogListReport(): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results = [await onPglite(), ...(url ? [await onPostgres(url)] : [])];
  const rows = [
    '| database | call | matches | p50 ms | p95 ms |',
    '|---|---|---|---|---|',
    ...results.flatMap((r) => r.rows),
  ];
  const over = results.flatMap((r) => r.over);
  if (over.length > 0) process.exitCode = 1;
  const verdict = over.length
    ? `\nOver budget:\n${over.map((o) => `- ${o}`).join('\n')}`
    : `\nAll within the ${BUDGET_P95_MS} ms p95 budget.`;
  return `## Blog (${BLOG_POSTS} posts, ${CALLS} calls a case, in-process)\n${rows.join('\n')}${verdict}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  blogListReport().then(
    (report) => console.log(report),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
