/**
 * The admin's travel-request list at 100,000 requests (target: p95 ≤ 50 ms): seeds the rows with one
 * INSERT … SELECT generate_series, then calls `admin.travel.list` in-process as an admin (audit row
 * included, as in production) for each case and reports p50/p95 (bench/in-process.ts: PGlite, and
 * PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set).
 */

import type { AppDeps } from '../server/deps';
import { sealTravelRows } from '../server/travel/sealed';
import type { ApplicationListInput } from '../src/shared/travel-admin';
import { type BenchCase, inProcessReport, pgArray } from './in-process';

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

/**
 * The statements that add `count` requests spread over the last ~3 years, 10% pending, each with a
 * realistic stored request, as rows stored before encryption (`prepareTravelRows` encrypts them).
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
  ];
}

/** Encrypts the seeded rows as a start does, then refreshes the statistics and visibility map as autovacuum would. */
export async function prepareTravelRows(deps: AppDeps, run: (statement: string) => Promise<unknown>) {
  await sealTravelRows(deps.database.db, deps.config.dataKeys, 'plaintext');
  await run('vacuum analyze travel_insurance');
}

const inputs: [string, ApplicationListInput][] = [
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

const cases: BenchCase[] = inputs.map(([name, input]) => [
  name,
  (_, admin) => admin.admin.travel.list(input),
]);

/** The report section: one row per database and case; sets a failing exit code when one is over budget. */
export async function travelListReport(): Promise<string> {
  const table = await inProcessReport(
    {
      rows: `${TRAVEL_ROWS} rows`,
      seed: travelSeedStatements(TRAVEL_ROWS),
      prepare: prepareTravelRows,
      cases,
      calls: CALLS,
      budgetP95Ms: BUDGET_P95_MS,
    },
    'list call',
  );
  return `## Admin travel list (${TRAVEL_ROWS} requests, ${CALLS} calls a case, in-process, audit row included)\n${table}`;
}

// run alone: a failure is thrown from here, and node exits with 1
if (import.meta.url === `file://${process.argv[1]}`) console.log(await travelListReport());
