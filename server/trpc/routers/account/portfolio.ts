import { IdAnswerSchema } from '../../../../src/shared/answers';
import {
  PortfolioFileSchema,
  PortfolioIdSchema,
  PortfolioReviewRequestSchema,
  SavedPortfolioSchema,
  SavedPortfolioSummarySchema,
} from '../../../../src/shared/portfolio';
import { z } from '../../../../src/shared/zod';
import { requestReview } from '../../../portfolio/reviews';
import {
  deleteSavedPortfolio,
  getSavedPortfolio,
  listSavedPortfolios,
  savePortfolio,
} from '../../../portfolio/saved';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';

/**
 * 'התיק הביטוחי שלי': the customer's saved Har HaBituach reports, each analysed again as of today. Saving
 * and asking for a review need a verified e-mail (403 EMAIL_NOT_VERIFIED); another user's report is a 404.
 */
export const accountPortfolioRouter = createRouter({
  list: protectedProcedure
    .output(z.array(SavedPortfolioSummarySchema))
    .query(({ ctx }) => listSavedPortfolios(ctx.db, ctx.deps.config.dataKeys, ctx.user.id)),

  get: protectedProcedure
    .input(PortfolioIdSchema)
    .output(SavedPortfolioSchema)
    .query(({ ctx, input }) => getSavedPortfolio(ctx.db, ctx.deps.config.dataKeys, ctx.user.id, input.id)),

  /** POST /api/user/portfolio (multipart `file`; not over /trpc): 201 the saved report; 413/415/422 as the check. */
  save: protectedProcedure
    .use(rateLimited(rateLimitRules.uploads))
    .input(PortfolioFileSchema)
    .output(SavedPortfolioSchema)
    .mutation(({ ctx, input }) => savePortfolio(ctx.db, ctx.deps.config.dataKeys, ctx.user.id, input.file)),

  delete: protectedProcedure
    .input(PortfolioIdSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) => deleteSavedPortfolio(ctx.db, ctx.user.id, input.id)),

  /** 'בקשו בדיקה מהסוכנות': 201 {id}; the agency is mailed. */
  requestReview: protectedProcedure
    .use(rateLimited(rateLimitRules.forms))
    .use(flushOutboxAfter)
    .input(PortfolioReviewRequestSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) =>
      requestReview(
        ctx.db,
        {
          keys: ctx.deps.config.dataKeys,
          mailer: ctx.deps.mailer,
          agencyEmail: ctx.deps.config.mail.agencyEmail,
        },
        ctx.user.id,
        input,
      ),
    ),
});
