import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A Har HaBituach report a customer saved to their personal area (theirs or a family member's). The
 * report as read (holder's ID, policy numbers and all) is one value encrypted under DATA_KEY; the
 * holder is found again by a keyed hash of the ID, never by the number itself.
 */
export const savedPortfolios = pgTable(
  'saved_portfolios',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the holder's ID number under the data key's lookup key (data-key/crypto.ts) */
    holderHash: text().notNull(),
    /** the report read (server/portfolio/report.ts) as JSON, encrypted (context saved_portfolios.report) */
    report: text().notNull(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_portfolios_user_id_idx').on(t.userId, t.importedAt.desc())],
);

/** 'בקשו בדיקה מהסוכנות': a customer asks the agency to review a saved portfolio. */
export const portfolioReviews = pgTable(
  'portfolio_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: integer()
      .notNull()
      .references(() => savedPortfolios.id, { onDelete: 'cascade' }),
    /** what the customer wrote; '' when nothing */
    message: text().notNull().default(''),
    /** new, in_progress or done */
    status: text().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the admin's list, newest first, by status
    index('portfolio_reviews_created_at_idx').on(t.createdAt, t.id),
    index('portfolio_reviews_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('portfolio_reviews_portfolio_id_idx').on(t.portfolioId),
  ],
);
