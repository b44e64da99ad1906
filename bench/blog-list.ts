/**
 * The blog at 10,000 posts (target: p95 ≤ 50 ms): seeds 12 categories and the posts with one
 * INSERT … SELECT generate_series (80% published, ~2 kB of HTML each), then calls the public procedures
 * in-process as the pages' prefetch does (/blog, a title search, a category page, a post) and the admin's
 * list, and reports p50/p95 (bench/in-process.ts: PGlite, and PostgreSQL when BENCH_DATABASE_URL or
 * DATABASE_URL is set). Over budget sets a failing exit code.
 */
import { type BenchCase, inProcessReport, pgArray } from './in-process';

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

const cases: BenchCase[] = [
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
    async (v) => ({ total: (await v.blog.post({ slug: 'bench-post-4242' }))?.related.length }),
  ],
  ['categories with counts', async (v) => ({ total: (await v.blog.categories()).length })],
  ['admin list, drafts filter', (_, a) => a.admin.blog.list({ status: 'draft' })],
  ['admin list, title search', (_, a) => a.admin.blog.list({ q: 'מדריך מלא' })],
];

/** The report section; sets a failing exit code when a case is over budget. */
export async function blogListReport(): Promise<string> {
  const table = await inProcessReport(
    {
      rows: `${BLOG_POSTS} posts`,
      seed: blogSeedStatements(BLOG_POSTS),
      cases,
      calls: CALLS,
      budgetP95Ms: BUDGET_P95_MS,
    },
    'call',
  );
  return `## Blog (${BLOG_POSTS} posts, ${CALLS} calls a case, in-process)\n${table}`;
}

// run alone: a failure is thrown from here, and node exits with 1
if (import.meta.url === `file://${process.argv[1]}`) console.log(await blogListReport());
