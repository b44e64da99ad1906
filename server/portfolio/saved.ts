/**
 * Saved portfolios ('התיק הביטוחי שלי'): a customer with a verified e-mail keeps reports (theirs or a
 * family member's), each analysed again as of today whenever it is shown, with what changed since the
 * same holder's report saved before it. The report is one value encrypted under DATA_KEY.
 */
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { israelToday } from '../../src/shared/israel-time';
import {
  portfolioMessages,
  portfolioReasons,
  type SavedPortfolio,
  type SavedPortfolioSummarySchema,
} from '../../src/shared/portfolio';
import type { z } from '../../src/shared/zod';
import { type DataKeys, decrypt, encrypt, lookupHash, lookupHashes } from '../data-key/crypto';
import type { Db } from '../db/client';
import { savedPortfolios, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { analyse, changesSince } from './analysis';
import { readPortfolioFile } from './check';
import type { PortfolioReport } from './report';

const REPORT_CONTEXT = 'saved_portfolios.report';

/** The most reports one account keeps. */
export const SAVED_PORTFOLIOS_MAX = 50;

export const sealReport = (keys: DataKeys, report: PortfolioReport) =>
  encrypt(keys, REPORT_CONTEXT, JSON.stringify(report));

export const openReport = (keys: DataKeys, value: string): PortfolioReport =>
  JSON.parse(decrypt(keys, REPORT_CONTEXT, value)) as PortfolioReport;

/** A stored row: what analysing it needs. */
export interface StoredPortfolio {
  id: number;
  userId: number;
  importedAt: Date;
  report: PortfolioReport;
}

export const storedColumns = {
  id: savedPortfolios.id,
  userId: savedPortfolios.userId,
  importedAt: savedPortfolios.importedAt,
  report: savedPortfolios.report,
};

/** Only an account whose e-mail address is verified saves or asks for a review (403 EMAIL_NOT_VERIFIED). */
export async function requireVerifiedEmail(db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!row?.at) throw forbidden(portfolioMessages.emailNotVerified, portfolioReasons.emailNotVerified);
}

/** The same holder's report saved just before `stored`, if any (the holder found by its keyed hash). */
async function earlierOf(db: Db, keys: DataKeys, stored: StoredPortfolio) {
  const [row] = await db
    .select({ importedAt: savedPortfolios.importedAt, report: savedPortfolios.report })
    .from(savedPortfolios)
    .where(
      and(
        eq(savedPortfolios.userId, stored.userId),
        inArray(savedPortfolios.holderHash, lookupHashes(keys, stored.report.holderId)),
        or(
          lt(savedPortfolios.importedAt, stored.importedAt),
          and(eq(savedPortfolios.importedAt, stored.importedAt), lt(savedPortfolios.id, stored.id)),
        ),
      ),
    )
    .orderBy(desc(savedPortfolios.importedAt), desc(savedPortfolios.id))
    .limit(1);
  return row && { importedAt: row.importedAt, report: openReport(keys, row.report) };
}

/** A stored report analysed as of today, with what changed since the holder's earlier one. */
export async function savedPortfolioOf(
  db: Db,
  keys: DataKeys,
  stored: StoredPortfolio,
  now = new Date(),
): Promise<SavedPortfolio> {
  const earlier = await earlierOf(db, keys, stored);
  return {
    id: stored.id,
    importedAt: stored.importedAt,
    ...analyse(stored.report, israelToday(now)),
    changes: earlier ? changesSince(earlier, stored.report) : null,
  };
}

/** POST /api/user/portfolio: the file read (413/415/422 as the check), stored, and answered analysed. */
export async function savePortfolio(
  db: Db,
  keys: DataKeys,
  userId: number,
  file: Blob,
  now = new Date(),
): Promise<SavedPortfolio> {
  await requireVerifiedEmail(db, userId);
  const report = await readPortfolioFile(file);
  const stored = await db.transaction(async (tx) => {
    // one account's saves in turn, so the count below holds
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedPortfolios)
      .where(eq(savedPortfolios.userId, userId));
    if ((counted?.n ?? 0) >= SAVED_PORTFOLIOS_MAX)
      throw conflict(`ניתן לשמור עד ${SAVED_PORTFOLIOS_MAX} דוחות. מחקו דוחות ישנים כדי לשמור חדש`);
    const [row] = await tx
      .insert(savedPortfolios)
      .values({
        userId,
        holderHash: lookupHash(keys, report.holderId),
        report: sealReport(keys, report),
      })
      .returning({ id: savedPortfolios.id, importedAt: savedPortfolios.importedAt });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
  return savedPortfolioOf(db, keys, { ...stored, userId, report }, now);
}

/** The account's stored reports, newest first, opened. */
async function storedOf(db: Db, keys: DataKeys, userId: number): Promise<StoredPortfolio[]> {
  const rows = await db
    .select(storedColumns)
    .from(savedPortfolios)
    .where(eq(savedPortfolios.userId, userId))
    .orderBy(desc(savedPortfolios.importedAt), desc(savedPortfolios.id));
  return rows.map((row) => ({ ...row, report: openReport(keys, row.report) }));
}

/** GET /api/user/portfolio: one line per saved report, newest first, its totals as of today. */
export async function listSavedPortfolios(
  db: Db,
  keys: DataKeys,
  userId: number,
  now = new Date(),
): Promise<z.infer<typeof SavedPortfolioSummarySchema>[]> {
  const today = israelToday(now);
  return (await storedOf(db, keys, userId)).map((stored) => {
    const analysis = analyse(stored.report, today);
    return {
      id: stored.id,
      importedAt: stored.importedAt,
      asOf: analysis.asOf,
      holder: analysis.holder,
      policyCount: analysis.policies.length,
      totals: analysis.totals,
    };
  });
}

/** One stored report of the account (another account's is a 404), opened. */
export async function storedPortfolio(db: Db, keys: DataKeys, userId: number, id: number) {
  const [row] = await db
    .select(storedColumns)
    .from(savedPortfolios)
    .where(and(eq(savedPortfolios.id, id), eq(savedPortfolios.userId, userId)));
  if (!row) throw notFound(portfolioMessages.notFound);
  return { ...row, report: openReport(keys, row.report) };
}

/** GET /api/user/portfolio/{id}: the report analysed again as of today. */
export async function getSavedPortfolio(
  db: Db,
  keys: DataKeys,
  userId: number,
  id: number,
  now = new Date(),
): Promise<SavedPortfolio> {
  return savedPortfolioOf(db, keys, await storedPortfolio(db, keys, userId, id), now);
}

/** DELETE /api/user/portfolio/{id}: the report and its review requests go. */
export async function deleteSavedPortfolio(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(savedPortfolios)
    .where(and(eq(savedPortfolios.id, id), eq(savedPortfolios.userId, userId)))
    .returning({ id: savedPortfolios.id });
  if (!row) throw notFound(portfolioMessages.notFound);
  return row;
}

/** Every saved report of the account as the data export holds it: analysed as of the export's day. */
export async function exportSavedPortfolios(db: Db, keys: DataKeys, userId: number, now = new Date()) {
  const today = israelToday(now);
  return (await storedOf(db, keys, userId)).map((stored) => ({
    id: stored.id,
    importedAt: stored.importedAt,
    holderId: stored.report.holderId,
    ...analyse(stored.report, today),
  }));
}

/** Every saved report re-encrypted under the current key (data-key rotation). */
export async function resealSavedPortfolios(db: Db, keys: DataKeys): Promise<number> {
  const rows = await db
    .select({ id: savedPortfolios.id, report: savedPortfolios.report })
    .from(savedPortfolios);
  for (const row of rows) {
    const report = openReport(keys, row.report);
    await db
      .update(savedPortfolios)
      .set({ report: sealReport(keys, report), holderHash: lookupHash(keys, report.holderId) })
      .where(eq(savedPortfolios.id, row.id));
  }
  return rows.length;
}
