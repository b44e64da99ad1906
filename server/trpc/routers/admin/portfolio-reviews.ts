import { IdAnswerSchema } from '../../../../src/shared/answers';
import { pageOf } from '../../../../src/shared/paging';
import {
  PortfolioIdSchema,
  PortfolioReviewDetailSchema,
  ReviewListItemSchema,
  ReviewListSchema,
  ReviewSetStatusSchema,
} from '../../../../src/shared/portfolio';
import { getReview, listReviews, setReviewStatus } from '../../../portfolio/reviews';
import { adminProcedure, createRouter, sensitiveAdminProcedure } from '../../init';
import { auditedChange, auditedRead, pageDetails } from './audited-read';

/** Portfolio review requests: customers' saved reports sent to the agency; every read is audited. */
export const adminPortfolioReviewsRouter = createRouter({
  list: adminProcedure
    .input(ReviewListSchema)
    .output(pageOf(ReviewListItemSchema))
    .query(({ ctx, input }) =>
      auditedRead(
        ctx,
        {
          action: 'portfolioReview.list',
          targetType: 'portfolio_reviews',
          details: (page) => pageDetails(input, page),
        },
        (db) => listReviews(db, ctx.deps.config.dataKeys, input),
      ),
    ),

  /** The whole portfolio, its holder's policies and the customer's details: a recent second factor too. */
  get: sensitiveAdminProcedure
    .input(PortfolioIdSchema)
    .output(PortfolioReviewDetailSchema)
    .query(({ ctx, input }) =>
      auditedRead(
        ctx,
        { action: 'portfolioReview.get', targetType: 'portfolio_review', targetId: input.id },
        (db) => getReview(db, ctx.deps.config.dataKeys, input.id),
      ),
    ),

  setStatus: adminProcedure
    .input(ReviewSetStatusSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => setReviewStatus(tx, input),
        ({ id, from, to }) => ({
          action: 'portfolioReview.setStatus',
          targetType: 'portfolio_review',
          targetId: id,
          details: { from, to },
        }),
      ),
    ),
});
