/**
 * Every admin list at 100,000 rows (p95 ≤ 50 ms): contact messages, newsletter subscribers, members,
 * customers, travel requests, blog posts and the audit log. Seeds each table with one INSERT … SELECT
 * generate_series, then calls each list in-process as an admin (audit row included, as in production):
 * its first page, a search (the audit log: an action filter, its one filter on text) and a deep page.
 * Reports p50/p95 (bench/in-process.ts: PGlite, and PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL
 * is set); over budget sets a failing exit code.
 */
import { type BenchCase, type Caller, inProcessReport } from './in-process';
import { prepareTravelRows, travelSeedStatements } from './travel-list';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_ADMIN_CALLS ?? 100);
const BUDGET_P95_MS = 50;
/** the page whose offset is ~3/4 of the rows at the default 50 a page */
const DEEP_PAGE = Math.max(1, Math.floor((ROWS * 0.75) / 50));

const firstNames =
  'דנה,יוסי,מיכל,אבי,נועה,איתי,שירה,עומר,רותם,גל,תמר,אורי,יעל,דוד,מאיה,אלון,הילה,רון,ליאור,עדי'.split(',');
const lastNames =
  'כהן,לוי,מזרחי,פרץ,ביטון,דהן,אברהם,פרידמן,אזולאי,מלכה,כץ,יוסף,חדד,עמר,גבאי,שפירא,רוזנברג,שלום,גרוס,טל'.split(
    ',',
  );
const pgArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** `first`, `last` and `i` for row i of ROWS, newest first at i = 1 */
const people = `(select i,
    (${pgArray(firstNames)})[1 + i % ${firstNames.length}] as first,
    (${pgArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] as last
  from generate_series(1, ${ROWS}) as i) r`;
const phone = `'05' || lpad((r.i * 13 % 100000000)::text, 8, '0')`;

function seedStatements(): string[] {
  return [
    `insert into contact_messages (first_name, last_name, phone, email, service, message, handled_at, created_at)
     select r.first, r.last, ${phone}, 'contact' || r.i || '@example.com', 'ביטוח בריאות', 'אשמח שתחזרו אליי',
       case when r.i % 3 = 0 then null else now() - r.i * interval '10 minutes' end,
       now() - r.i * interval '15 minutes'
     from ${people}`,
    `insert into newsletters (email, subscribed_at, status, consent_at, unsubscribe_token, unsubscribed_at)
     select 'reader' || r.i || '@' || (array['gmail.com','walla.co.il','yahoo.com'])[1 + r.i % 3],
       now() - r.i * interval '15 minutes',
       case when r.i % 10 = 0 then 'unsubscribed' else 'active' end,
       now() - r.i * interval '15 minutes', 'bench-token-' || r.i,
       case when r.i % 10 = 0 then now() else null end
     from ${people}`,
    `insert into members (name, email, phone, status, created_at)
     select r.first || ' ' || r.last, 'member' || r.i || '@example.com', ${phone},
       case when r.i % 7 = 0 then 'inactive' else 'active' end, now() - r.i * interval '15 minutes'
     from ${people}`,
    `insert into users (username, password, email, role, created_at)
     select 'customer' || r.i, 'not-a-hash', 'customer' || r.i || '@example.com', 'user', now() - r.i * interval '15 minutes'
     from ${people}`,
    `insert into user_profiles (user_id, full_name, phone)
     select u.id, r.first || ' ' || r.last, ${phone}
     from ${people} join users u on u.username = 'customer' || r.i
     where r.i % 2 = 0`,
    `insert into categories (name, slug) values ('ביטוח בריאות', 'bench-admin-category')`,
    `insert into blog_posts (title, slug, excerpt, content, category_id, published, created_at, updated_at)
     select 'מדריך ' || r.first || ' ' || r.last || ' – חלק ' || r.i, 'bench-admin-post-' || r.i, 'תקציר', '<p>טקסט</p>',
       (select id from categories where slug = 'bench-admin-category'), r.i % 5 <> 0,
       now() - r.i * interval '15 minutes', now() - r.i * interval '15 minutes'
     from ${people}`,
    `insert into audit_log (actor_id, action, target_type, target_id, ip, created_at)
     select (select min(id) from users),
       (array['contact.list','travel.view','customer.view','member.update','blog.update'])[1 + r.i % 5],
       'record', r.i::text, '10.0.0.' || (r.i % 250), now() - r.i * interval '15 minutes'
     from ${people}`,
    // two policies a customer (200,000 at the default size) and a claim on the first of each (100,000)
    `insert into insurance_policies (user_id, policy_number, policy_type, start_date, created_at)
     select u.id, 'POL-' || r.i || '-' || k, (array['car','home','health'])[1 + (r.i + k) % 3], date '2025-01-01',
       now() - r.i * interval '15 minutes'
     from ${people} join users u on u.username = 'customer' || r.i cross join generate_series(1, 2) as k`,
    `insert into claims (user_id, policy_id, status, event_date, description, created_at, updated_at)
     select p.user_id, p.id,
       (array['received','submitted','documents_needed','approved','declined','paid','closed'])[1 + p.id % 7],
       date '2026-01-01', 'נזק לרכב בחניה', p.created_at, p.created_at
     from insurance_policies p where p.policy_number like 'POL-%-1'`,
    ...travelSeedStatements(ROWS),
    'vacuum analyze',
  ];
}

/** A list's three cases: its first page, a search and a deep page. */
const list = (
  name: string,
  call: (input: { page?: number; search?: string }) => (admin: Caller) => Promise<{ total?: number }>,
  search: string,
): BenchCase[] => [
  [`${name}: page 1`, (_, admin) => call({})(admin)],
  [`${name}: search "${search}"`, (_, admin) => call({ search })(admin)],
  [`${name}: page ${DEEP_PAGE}`, (_, admin) => call({ page: DEEP_PAGE })(admin)],
];

const cases: BenchCase[] = [
  ...list('contact messages', (input) => (a) => a.admin.contact.list(input), 'דנה כהן'),
  ...list('newsletter subscribers', (input) => (a) => a.admin.newsletter.list(input), 'reader4242'),
  ...list('members', (input) => (a) => a.admin.members.list(input), 'מיכל לוי'),
  ...list('customers', (input) => (a) => a.admin.customers.list(input), 'customer4242'),
  ...list('claims', (input) => (a) => a.admin.claims.list(input), 'POL-4242-1'),
  ...list('claims by name', (input) => (a) => a.admin.claims.list(input), 'דנה כהן'),
  ...list('travel requests', (input) => (a) => a.admin.travel.list(input), 'דנה כהן'),
  ...list(
    'blog posts',
    ({ search, ...input }) =>
      (a) =>
        a.admin.blog.list({ ...input, q: search }),
    'חלק 4242',
  ),
  ...list(
    'audit log',
    ({ search, ...input }) =>
      (a) =>
        a.admin.audit.list({ ...input, action: search }),
    'travel.view',
  ),
];

/** The report section; sets a failing exit code when a case is over budget. */
export async function adminListsReport(): Promise<string> {
  const table = await inProcessReport(
    {
      rows: `${ROWS} rows a table`,
      seed: seedStatements(),
      prepare: prepareTravelRows,
      cases,
      calls: CALLS,
      budgetP95Ms: BUDGET_P95_MS,
    },
    'list call',
  );
  return `## Admin lists (${ROWS} rows each, ${CALLS} calls a case, in-process, audit row included)\n${table}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  adminListsReport().then(
    (report) => console.log(report),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
