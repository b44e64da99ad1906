import { and, arrayOverlaps, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { maskNumber } from '../../src/shared/mask';
import type { Page } from '../../src/shared/paging';
import { cleanName } from '../../src/shared/text';
import { estimatePriceUsd, tripDays } from '../../src/shared/travel';
import {
  type ApplicationFilterSchema,
  type ApplicationListSchema,
  type ApplicationStatus,
  type ApplicationStatusUpdateSchema,
  applicationStatuses,
} from '../../src/shared/travel-admin';
import type { z } from '../../src/shared/zod';
import type { DataKeys } from '../data-key/crypto';
import type { Db } from '../db/client';
import { escapeLike, pageRows } from '../db/paging';
import { travelInsurance, travelInsuranceCounts } from '../db/schema';
import { notFound } from '../errors';
import { idOfReference, travelReference } from './reference';
import { numberLookups, openNumbers, openRequest } from './sealed';
import type { StoredTravelRequest } from './service';

export const NOT_FOUND_MESSAGE = 'הבקשה לא נמצאה';

const columns = {
  id: travelInsurance.id,
  fullName: travelInsurance.fullName,
  idNumber: travelInsurance.idNumber,
  passportNumber: travelInsurance.passportNumber,
  email: travelInsurance.email,
  phone: travelInsurance.phone,
  destination: travelInsurance.destination,
  startDate: travelInsurance.startDate,
  endDate: travelInsurance.endDate,
  status: travelInsurance.status,
  createdAt: travelInsurance.createdAt,
};

interface Row {
  id: number;
  fullName: string;
  idNumber: string;
  passportNumber: string | null;
  email: string;
  phone: string;
  /** country codes as stored, e.g. 'US,ES' */
  destination: string;
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  status: ApplicationStatus;
  createdAt: Date;
}

/** A travel request as the admin's table shows it: its ID and passport numbers masked (`******789`). */
export interface Application extends Row {
  reference: string;
}

/** The details dialog (behind a step-up): the row with its numbers whole, the whole stored request and what the form showed of it. */
export type ApplicationDetails = Application & {
  request: StoredTravelRequest;
  tripDays: number;
  estimateUsd: number;
};

export type ApplicationCounts = Record<ApplicationStatus, number>;

export interface ApplicationPage extends Page<Application> {
  /** per status, with the search but without the status filter (the filter chips) */
  counts: ApplicationCounts;
}

/** The row as the details show it: its numbers decrypted, with its reference. */
const opened = (keys: DataKeys, row: Row): Application => ({
  ...openNumbers(keys, row),
  reference: travelReference(row.id),
});

/** The row as a list shows it: its numbers masked to their last 3 characters. */
function shown(keys: DataKeys, row: Row): Application {
  const application = opened(keys, row);
  return {
    ...application,
    idNumber: maskNumber(application.idNumber),
    passportNumber: application.passportNumber && maskNumber(application.passportNumber),
  };
}

/**
 * Any traveler's name or e-mail containing the text in any case (from 3 characters; shorter, a word
 * starting with it, which the trigram index can still narrow), any traveler's exact ID or passport
 * number (through their keyed hashes: the numbers are encrypted), or the request whose reference it is.
 */
function searchCondition(keys: DataKeys, search: string): SQL {
  const text = escapeLike(search);
  const { searchText } = travelInsurance;
  const conditions: SQL[] =
    [...search].length >= 3
      ? [ilike(searchText, `%${text}%`)]
      : [ilike(searchText, `${text}%`), ilike(searchText, `% ${text}%`)];
  const lookups = numberLookups(keys, search);
  if (lookups.length > 0) conditions.push(arrayOverlaps(travelInsurance.lookupHashes, lookups));
  const id = idOfReference(search);
  if (id !== undefined) conditions.push(eq(travelInsurance.id, id));
  return or(...conditions) as SQL;
}

async function countByStatus(db: Db, search: SQL | undefined): Promise<ApplicationCounts> {
  const counts = Object.fromEntries(applicationStatuses.map((s) => [s, 0])) as ApplicationCounts;
  const rows = search
    ? await db
        .select({ status: travelInsurance.status, count: sql<number>`count(*)::int` })
        .from(travelInsurance)
        .where(search)
        .groupBy(travelInsurance.status)
    : // without a search, the counts the trigger keeps (migration 0001) instead of counting every row
      await db.select().from(travelInsuranceCounts);
  for (const { status, count } of rows) counts[status] = Number(count);
  return counts;
}

const newestFirst = [desc(travelInsurance.createdAt), desc(travelInsurance.id)];

/** The list's search, and the search with its status filter. */
function filterOf(keys: DataKeys, input: z.output<typeof ApplicationFilterSchema>) {
  // as names are stored: NFC, without the invisible direction marks that come with pasted Hebrew
  const term = cleanName(input.search ?? '');
  const search = term ? searchCondition(keys, term) : undefined;
  return { search, where: and(search, input.status ? eq(travelInsurance.status, input.status) : undefined) };
}

/** One page of requests, newest first, with the total and the per-status counts of the same search. */
export async function listApplications(
  db: Db,
  keys: DataKeys,
  input: z.output<typeof ApplicationListSchema>,
): Promise<ApplicationPage> {
  const { search, where } = filterOf(keys, input);
  const [rows, counts] = await Promise.all([
    pageRows(
      input,
      db
        .select({ id: travelInsurance.id })
        .from(travelInsurance)
        .where(where)
        .orderBy(...newestFirst),
      (ids) =>
        db
          .select(columns)
          .from(travelInsurance)
          .where(inArray(travelInsurance.id, ids))
          .orderBy(...newestFirst),
    ),
    countByStatus(db, search),
  ]);
  const total = input.status ? counts[input.status] : counts.pending + counts.approved + counts.rejected;
  return {
    items: rows.map((row) => shown(keys, row)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts,
  };
}

/** Every request of the search and status, newest first, as the list shows them (the CSV export). */
export async function allApplications(
  db: Db,
  keys: DataKeys,
  input: z.output<typeof ApplicationFilterSchema>,
): Promise<Application[]> {
  const rows = await db
    .select(columns)
    .from(travelInsurance)
    .where(filterOf(keys, input).where)
    .orderBy(...newestFirst);
  return rows.map((row) => shown(keys, row));
}

/** One request with everything that was submitted, decrypted for the admin's details. */
export async function getApplication(db: Db, keys: DataKeys, id: number): Promise<ApplicationDetails> {
  const [row] = await db
    .select({ ...columns, request: travelInsurance.request })
    .from(travelInsurance)
    .where(eq(travelInsurance.id, id));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const { request: stored, ...application } = row;
  const request = openRequest(keys, stored);
  const days = tripDays(request.departureDate, request.returnDate);
  return {
    ...opened(keys, application),
    request,
    tripDays: days,
    estimateUsd: estimatePriceUsd(days, request.travelers.length, request.coverageOptions),
  };
}

/** Sets any of the three statuses from any status; returns the request and the status it had. */
export async function setApplicationStatus(
  db: Db,
  keys: DataKeys,
  input: z.output<typeof ApplicationStatusUpdateSchema>,
): Promise<{ application: Application; from: ApplicationStatus }> {
  const [before] = await db
    .select({ status: travelInsurance.status })
    .from(travelInsurance)
    .where(eq(travelInsurance.id, input.id))
    .for('update');
  if (!before) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await db
    .update(travelInsurance)
    .set({ status: input.status })
    .where(eq(travelInsurance.id, input.id))
    .returning(columns);
  if (!row) throw new Error('locked request vanished');
  return { application: shown(keys, row), from: before.status };
}
