/**
 * 'בקשו בדיקה מהסוכנות': a customer asks the agency to review a saved portfolio (the request and the
 * agency's mail in one transaction); staff list them by status, open one (the portfolio as of today,
 * the customer and the policies the agency manages for them) and move its status.
 */
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { israelToday } from '../../src/shared/israel-time';
import type { Page } from '../../src/shared/paging';
import {
  type PortfolioReviewDetail,
  portfolioMessages,
  type ReviewListItemSchema,
  type ReviewListSchema,
  type ReviewStatus,
} from '../../src/shared/portfolio';
import type { z } from '../../src/shared/zod';
import { listUserPolicies } from '../account/policies';
import type { DataKeys } from '../data-key/crypto';
import type { Db } from '../db/client';
import { containing, pageOf } from '../db/paging';
import { portfolioReviews, savedPortfolios, userProfiles, users } from '../db/schema';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { analyse } from './analysis';
import { openReport, requireVerifiedEmail, savedPortfolioOf, storedColumns, storedPortfolio } from './saved';

export const REVIEW_MAIL_KIND = 'portfolio-review-notice';

/** POST /api/user/portfolio/{id}/review: 201 {id}; the agency is mailed in the same transaction. */
export async function requestReview(
  db: Db,
  deps: { keys: DataKeys; mailer: Mailer; agencyEmail: string },
  userId: number,
  input: { id: number; message?: string | undefined },
): Promise<{ id: number }> {
  await requireVerifiedEmail(db, userId);
  const stored = await storedPortfolio(db, deps.keys, userId, input.id);
  const analysis = analyse(stored.report, israelToday());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portfolioReviews)
      .values({ userId, portfolioId: stored.id, message: input.message ?? '' })
      .returning({ id: portfolioReviews.id });
    if (!row) throw new Error('insert returned no row');
    const [who] = await tx
      .select({ username: users.username, email: users.email, fullName: userProfiles.fullName })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId));
    await deps.mailer.enqueue(tx, {
      kind: REVIEW_MAIL_KIND,
      to: deps.agencyEmail,
      subject: `בקשה לבדיקת תיק ביטוחי מספר ${row.id}`,
      text: [
        `בקשה מספר ${row.id} לבדיקת תיק ביטוחי`,
        `לקוח: ${who?.fullName || who?.username || ''} (${who?.username ?? ''})`,
        `דוא״ל: ${who?.email ?? ''}`,
        `בתיק ${analysis.policies.length} פוליסות ו-${analysis.findings.length} ממצאים.`,
        '',
        'מה כתב הלקוח:',
        input.message || '(לא נכתבה הודעה)',
        '',
        'התיק, הממצאים והפוליסות של הלקוח בסוכנות: באזור הניהול, בבקשות לבדיקת תיק.',
      ].join('\n'),
    });
    return row;
  });
}

type ReviewListItem = z.infer<typeof ReviewListItemSchema>;

const newestFirst = [desc(portfolioReviews.createdAt), desc(portfolioReviews.id)];

/** GET /api/admin/portfolio-reviews: a page, newest first, by status and the user name searched. */
export async function listReviews(
  db: Db,
  keys: DataKeys,
  input: z.output<typeof ReviewListSchema>,
): Promise<Page<ReviewListItem>> {
  const where = and(
    input.status ? eq(portfolioReviews.status, input.status) : undefined,
    input.search ? ilike(users.username, containing(input.search)) : undefined,
  );
  const today = israelToday();
  const page = await pageOf(
    input,
    db
      .select({ id: portfolioReviews.id })
      .from(portfolioReviews)
      .innerJoin(users, eq(users.id, portfolioReviews.userId))
      .where(where)
      .orderBy(...newestFirst),
    (ids) =>
      db
        .select({
          id: portfolioReviews.id,
          createdAt: portfolioReviews.createdAt,
          username: users.username,
          status: portfolioReviews.status,
          report: savedPortfolios.report,
        })
        .from(portfolioReviews)
        .innerJoin(users, eq(users.id, portfolioReviews.userId))
        .innerJoin(savedPortfolios, eq(savedPortfolios.id, portfolioReviews.portfolioId))
        .where(inArray(portfolioReviews.id, ids))
        .orderBy(...newestFirst),
    db
      .select({ n: count() })
      .from(portfolioReviews)
      .innerJoin(users, eq(users.id, portfolioReviews.userId))
      .where(where)
      .then(([row]) => Number(row?.n ?? 0)),
  );
  return {
    ...page,
    items: page.items.map(({ report, ...row }) => {
      const analysis = analyse(openReport(keys, report), today);
      return {
        ...row,
        status: row.status as ReviewStatus,
        policyCount: analysis.policies.length,
        findingCount: analysis.findings.length,
      };
    }),
  };
}

/** GET /api/admin/portfolio-reviews/{id}: the request, its customer, the portfolio as of today, their policies. */
export async function getReview(db: Db, keys: DataKeys, id: number): Promise<PortfolioReviewDetail> {
  const [row] = await db
    .select({
      id: portfolioReviews.id,
      createdAt: portfolioReviews.createdAt,
      updatedAt: portfolioReviews.updatedAt,
      status: portfolioReviews.status,
      message: portfolioReviews.message,
      customer: {
        id: users.id,
        username: users.username,
        email: users.email,
        fullName: userProfiles.fullName,
        phone: userProfiles.phone,
      },
      stored: storedColumns,
    })
    .from(portfolioReviews)
    .innerJoin(users, eq(users.id, portfolioReviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(savedPortfolios, eq(savedPortfolios.id, portfolioReviews.portfolioId))
    .where(eq(portfolioReviews.id, id));
  if (!row) throw notFound(portfolioMessages.reviewNotFound);
  const { stored, customer, ...review } = row;
  return {
    ...review,
    status: review.status as ReviewStatus,
    customer: { ...customer, fullName: customer.fullName ?? '', phone: customer.phone ?? '' },
    portfolio: await savedPortfolioOf(db, keys, { ...stored, report: openReport(keys, stored.report) }),
    agencyPolicies: await listUserPolicies(db, customer.id),
  };
}

/** PUT /api/admin/portfolio-reviews/{id}: the request's status; the audit entry records the move. */
export async function setReviewStatus(
  db: Db,
  input: { id: number; status: ReviewStatus },
): Promise<{ id: number; from: string; to: string }> {
  const [before] = await db
    .select({ status: portfolioReviews.status })
    .from(portfolioReviews)
    .where(eq(portfolioReviews.id, input.id))
    .for('update');
  if (!before) throw notFound(portfolioMessages.reviewNotFound);
  await db
    .update(portfolioReviews)
    .set({ status: input.status, updatedAt: new Date() })
    .where(eq(portfolioReviews.id, input.id));
  return { id: input.id, from: before.status, to: input.status };
}
