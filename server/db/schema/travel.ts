import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicationStatuses } from '../../../src/shared/travel-admin';

/**
 * A travel-insurance request: the columns the admin lists, derived from the whole request kept in
 * `request`. ID and passport numbers and health answers are AES-256-GCM values (server/travel/sealed.ts),
 * here and inside `request`.
 */
export const travelInsurance = pgTable(
  'travel_insurance',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    /** the first traveler's ID number, encrypted */
    idNumber: text().notNull(),
    /** the first traveler's passport number, encrypted */
    passportNumber: text(),
    /** keyed hashes (HMAC-SHA-256) of every traveler's ID and passport number: the admin's search by number */
    lookupHashes: text().array().notNull().default(sql`'{}'::text[]`),
    /** the data key every encrypted value of the row is under; null for a row stored before encryption */
    dataKeyId: text(),
    email: text().notNull(),
    phone: text().notNull(),
    /** destination country codes, comma separated */
    destination: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: applicationStatuses }).notNull().default('pending'),
    /** the travel request as submitted and validated, its ID and passport numbers and health answers encrypted */
    request: jsonb().notNull(),
    /**
     * What the admin's search looks in, kept by the database from `request` (function of migration 0006):
     * every traveler's first and last name and e-mail, space separated (never a number: those are encrypted).
     */
    searchText: text().notNull().generatedAlwaysAs(sql`travel_search_text(request)`),
    /** the client's key for this submission: a retry or a double click finds the row instead of adding one */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('travel_insurance_idempotency_key_key').on(t.idempotencyKey),
    // the admin list, newest first (all, or of one status): ascending, read backwards, because drizzle
    // writes `.desc()` as DESC NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot use
    index('travel_insurance_created_at_idx').on(t.createdAt, t.id),
    index('travel_insurance_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // its search: any traveler's name or e-mail containing the text (pg_trgm), or an exact ID or passport number
    index('travel_insurance_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('travel_insurance_lookup_hashes_idx').using('gin', t.lookupHashes),
  ],
);

/**
 * How many requests have each status, kept by a trigger on travel_insurance (migration 0001): the admin
 * list's filter chips and total without counting 100,000 rows on every call.
 */
export const travelInsuranceCounts = pgTable('travel_insurance_counts', {
  status: text({ enum: applicationStatuses }).primaryKey(),
  count: integer().notNull().default(0),
});
