/**
 * The admin's travel-request list at 100,000 requests (issue #10: p95 ≤ 50 ms): seeds the rows with one
 * INSERT … SELECT generate_series, then calls `admin.travel.list` in-process as an admin (audit row
 * included, as in production) for each case and reports p50/p95. Runs on the embedded PGlite, and on
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
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { createLocalStorage } from '../server/storage/local';
import { createCaller } from '../server/trpc/router';
import type { ApplicationListInput } from '../src/shared/travel-admin';
import { testContext } from '../tests/context';
import { createUser } from '../tests/users';

export const TRAVEL_ROWS = Number(process.env.BENCH_TRAVEL_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_TRAVEL_CALLS ?? 200);
const BUDGET_P95_MS = 50;

const firstNames =
  'דנה,יוסי,מיכל,אבי,נועה,איתי,שירה,עומר,רותם,גל,תמר,אורי,יעל,דוד,מאיה,אלון,הילה,רון,ליאור,עדי,נטע,אסף,קרן,יונתן,שני,עמית,ענבל,משה,רחל,Daniel'.split(
    ',',
  );
const lastNames =
  'כהן,לוי,מזרחי,פרץ,ביטון,דהן,אברהם,פרידמן,אזולאי,מלכה,כץ,יוסף,חדד,עמר,אוחיון,גבאי,שפירא,רוזנברג,בן דוד,שלום,קעדאן,נסר,חורי,גרוס,ויס,סויסה,טל,אדלר,ברק,גולן,הרשקוביץ,זילברמן,חביב,יעקב,לנדאו,מוסאי,נחום,סלים,עזרא,Smith'.split(
    ',',
  );
const pgArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * The statements that add `count` requests spread over the last ~3 years, 10% pending, each with a
 * realistic stored request, then refresh the statistics and visibility map as autovacuum would.
 */
export function travelSeedStatements(count: number): string[] {
  return [
    `
    insert into travel_insurance
      (full_name, id_number, passport_number, email, phone, destination, start_date, end_date, status, request, created_at)
    select
      r.first || ' ' || r.last,
      lpad((i * 7 + 10000000)::text, 9, '0'),
      case when i % 3 = 0 then null else 'P' || (20000000 + i) end,
      r.email,
      '05' || lpad((i * 13 % 100000000)::text, 8, '0'),
      r.destination,
      r.start_date,
      r.start_date + (3 + i % 20),
      (array['approved','approved','approved','approved','approved','approved','rejected','rejected','pending','approved'])[1 + (i * 7919) % 10],
      jsonb_build_object(
        'destinations', to_jsonb(string_to_array(r.destination, ',')),
        'departureDate', r.start_date, 'returnDate', r.start_date + (3 + i % 20),
        'isPreviousCustomer', case when i % 2 = 0 then 'yes' else 'no' end,
        'travelers', jsonb_build_array(jsonb_build_object(
          'firstName', r.first, 'lastName', r.last, 'email', r.email,
          'phone', '05' || lpad((i * 13 % 100000000)::text, 8, '0'), 'dateOfBirth', '1985-04-12', 'gender', 'female')),
        'termsAccepted', true,
        'healthQuestions', jsonb_build_object('isMedicalTreatment', false, 'hasRecentHospital', false,
          'hasRecentTests', i % 5 = 0, 'hasMedication', false, 'isPregnant', false),
        'coverageOptions', jsonb_build_array('search-rescue', 'luggage'),
        'addresses', jsonb_build_array(jsonb_build_object('idNumber', lpad((i * 7 + 10000000)::text, 9, '0'),
          'city', 'תל אביב', 'street', 'הרצל', 'houseNumber', '12', 'passportNumber', null))),
      now() - i * interval '15 minutes'
    from (
      select i,
        (${pgArray(firstNames)})[1 + i % ${firstNames.length}] as first,
        (${pgArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] as last,
        (array['US','ES','US,ES','HR','IN','SE,RO'])[1 + i % 6] as destination,
        'guest' || i || '@' || (array['gmail.com','walla.co.il','yahoo.com','hotmail.com','outlook.com'])[1 + i % 5] as email,
        (current_date - 1000 + (i % 1200))::date as start_date
      from generate_series(1, ${count}) as i
    ) r`,
    'vacuum analyze travel_insurance',
  ];
}

const cases: [string, ApplicationListInput][] = [
  ['first page (20, newest first)', {}],
  ['page 50', { page: 50 }],
  ['status filter: pending', { status: 'pending' }],
  ['search by full name (~80 matches)', { search: 'דנה כהן' }],
  ['search by last name (~2,500 matches)', { search: 'כהן' }],
  ['search by 2 letters', { search: 'דנ' }],
  ['search by name + status', { search: 'דנה כהן', status: 'approved' }],
  ['search by ID number', { search: lpadId(4242) }],
  ['search by e-mail part', { search: 'guest4242@' }],
  ['search, no match', { search: 'זזזזז' }],
];

function lpadId(i: number) {
  return String(i * 7 + 10_000_000).padStart(9, '0');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Seeds (with `run`, outside the app's statement timeout), then times each case. */
async function measure(
  database: Database,
  label: string,
  run: ((statement: string) => Promise<unknown>) | undefined,
): Promise<{ rows: string[]; over: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-travel-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
    });
    const log = createLogger('silent');
    const deps = {
      config,
      database,
      log,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, log }),
      contentChanges: createContentChanges(),
    };
    const started = performance.now();
    if (run) for (const statement of travelSeedStatements(TRAVEL_ROWS)) await run(statement);
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    const admin = await createUser(database.db, { role: 'admin' });
    const caller = createCaller(testContext(deps, admin));
    const rows: string[] = [];
    const over: string[] = [];
    for (const [, input] of cases) for (let i = 0; i < 5; i++) await caller.admin.travel.list(input); // warm-up
    // the cases take turns, so a burst of load on the shared machine falls on all of them alike
    const times = cases.map(() => [] as number[]);
    const matches = cases.map(() => 0);
    for (let i = 0; i < CALLS; i++) {
      for (const [c, [, input]] of cases.entries()) {
        const t0 = performance.now();
        const page = await caller.admin.travel.list(input);
        times[c]?.push(performance.now() - t0);
        matches[c] = page.total;
      }
    }
    for (const [c, [name]] of cases.entries()) {
      const sorted = (times[c] ?? []).sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p95 = percentile(sorted, 95);
      rows.push(`| ${label} | ${name} | ${matches[c]} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
      if (p95 > BUDGET_P95_MS) over.push(`${label}: ${name} p95 ${p95.toFixed(1)} ms > ${BUDGET_P95_MS} ms`);
    }
    rows.push(`| ${label} | (seeding ${TRAVEL_ROWS} rows) | | ${seedSeconds} s | |`);
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
  // on disk, as `npm start` keeps it (an in-memory PGlite would flatter the audit row's commit)
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

/** The report section: one row per database and case. */
export async function travelListReport(): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const results = [await onPglite(), ...(url ? [await onPostgres(url)] : [])];
  const rows = [
    '| database | list call | matches | p50 ms | p95 ms |',
    '|---|---|---|---|---|',
    ...results.flatMap((r) => r.rows),
  ];
  const over = results.flatMap((r) => r.over);
  const verdict = over.length
    ? `\nOver budget:\n${over.map((o) => `- ${o}`).join('\n')}`
    : `\nAll within the ${BUDGET_P95_MS} ms p95 budget.`;
  return `## Admin travel list (${TRAVEL_ROWS} requests, ${CALLS} calls a case, in-process, audit row included)\n${rows.join('\n')}${verdict}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  travelListReport().then(
    (report) => console.log(report),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
