import { PortfolioAnalysisSchema, PortfolioFileSchema } from '../../../src/shared/portfolio';
import { checkPortfolio } from '../../portfolio/check';
import { rateLimitRules } from '../../rate-limit/service';
import { createRouter, publicProcedure } from '../init';
import { rateLimited } from '../rate-limit';

/** The public portfolio check: anyone drops their Har HaBituach report and sees it analysed. */
export const portfolioRouter = createRouter({
  /**
   * POST /api/portfolio/check (multipart `file`; not over /trpc, which takes JSON only): the analysis,
   * nothing stored. 413 over 5 MiB, 415 unless an .xlsx by its bytes, 422 for a workbook that is not
   * the report or is too big unpacked.
   */
  check: publicProcedure
    .use(rateLimited(rateLimitRules.uploads))
    .input(PortfolioFileSchema)
    .output(PortfolioAnalysisSchema)
    .mutation(({ input }) => checkPortfolio(input.file)),
});
