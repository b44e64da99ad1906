/**
 * The portfolio check: a customer's Har HaBituach report read into policies, totals and findings.
 * The shapes both doors answer and the personal area and admin pages show; the server computes every
 * total and finding (server/portfolio), the browser only shows them.
 */
import { IdSchema } from './ids';
import { ListPageSchema } from './paging';
import { z } from './zod';

export const portfolioSections = ['general', 'health', 'life'] as const;
export type PortfolioSection = (typeof portfolioSections)[number];
export const portfolioSectionLabels: Record<PortfolioSection, string> = {
  general: 'כללי',
  health: 'בריאות ותאונות אישיות',
  life: 'חיים ואבדן כושר עבודה',
};

export const premiumPeriods = ['monthly', 'yearly'] as const;
export type PremiumPeriod = (typeof premiumPeriods)[number];

/** The most a report file may weigh, and what its workbook may unpack to and hold. */
export const PORTFOLIO_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PORTFOLIO_UNPACKED_MAX_BYTES = 50 * 1024 * 1024;
export const PORTFOLIO_MAX_ROWS = 2000;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A policy read from the report (one row under a section row, with a policy number). */
export const PortfolioPolicySchema = z.object({
  section: z.enum(portfolioSections),
  branch: z.string(),
  subBranch: z.string(),
  productType: z.string(),
  company: z.string(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  /** shekels */
  premium: z.number().nullable(),
  premiumPeriod: z.enum(premiumPeriods).nullable(),
  policyNumber: z.string(),
  planType: z.string(),
  details: z.string(),
  /** today (Israel time) between its start and its end */
  active: z.boolean(),
});
export type PortfolioPolicy = z.infer<typeof PortfolioPolicySchema>;

/** A row of the report that could not be read as a policy: shown beside the others, never dropped. */
export const UnreadRowSchema = z.object({
  /** the row's number in the sheet, from 1 */
  row: z.number().int(),
  /** why, in Hebrew */
  reason: z.string(),
  /** the row's cells as they are */
  cells: z.array(z.string()),
});

export const findingCodes = [
  'DUPLICATE_COVER',
  'NO_DISABILITY_COVER',
  'NO_LIFE_COVER',
  'ENDING_SOON',
  'ENDED',
] as const;
export type FindingCode = (typeof findingCodes)[number];

export const FindingSchema = z.object({
  /** one of findingCodes; more may be added, so readers show any code */
  code: z.string(),
  title: z.string(),
  text: z.string(),
  /** what to do about it, in Hebrew */
  action: z.string(),
  /** the policy numbers concerned */
  policies: z.array(z.string()),
});
export type Finding = z.infer<typeof FindingSchema>;

export const PortfolioTotalsSchema = z.object({ monthly: z.number(), yearly: z.number() });

/** What the check answers: the report analysed as of today. */
export const PortfolioAnalysisSchema = z.object({
  /** the report's own date (YYYY-MM-DD), or null when the report does not say */
  asOf: isoDate.nullable(),
  holder: z.object({ idMasked: z.string() }),
  policies: z.array(PortfolioPolicySchema),
  unreadRows: z.array(UnreadRowSchema),
  totals: PortfolioTotalsSchema,
  findings: z.array(FindingSchema),
});
export type PortfolioAnalysis = z.infer<typeof PortfolioAnalysisSchema>;

/** How a saved report differs from the holder's report saved before it. */
export const PortfolioChangesSchema = z.object({
  /** the earlier report's import time */
  since: z.date(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  premiumChanged: z.array(
    z.object({ policyNumber: z.string(), before: z.number().nullable(), after: z.number().nullable() }),
  ),
});

/** A saved report, analysed again as of today. */
export const SavedPortfolioSchema = PortfolioAnalysisSchema.extend({
  id: z.number(),
  importedAt: z.date(),
  /** null for the holder's first saved report */
  changes: PortfolioChangesSchema.nullable(),
});
export type SavedPortfolio = z.infer<typeof SavedPortfolioSchema>;

/** A line of 'התיק הביטוחי שלי': one saved report. */
export const SavedPortfolioSummarySchema = z.object({
  id: z.number(),
  importedAt: z.date(),
  asOf: isoDate.nullable(),
  holder: z.object({ idMasked: z.string() }),
  policyCount: z.number(),
  totals: PortfolioTotalsSchema,
});

export const PortfolioIdSchema = z.object({ id: IdSchema });

export const PORTFOLIO_REVIEW_MESSAGE_MAX = 1000;
export const PortfolioReviewRequestSchema = z.object({
  id: IdSchema,
  message: z
    .string({ error: 'הודעה לא תקינה' })
    .trim()
    .max(PORTFOLIO_REVIEW_MESSAGE_MAX, `ההודעה ארוכה מדי (עד ${PORTFOLIO_REVIEW_MESSAGE_MAX} תווים)`)
    .optional(),
});

export const reviewStatuses = ['new', 'in_progress', 'done'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  new: 'חדשה',
  in_progress: 'בטיפול',
  done: 'טופלה',
};

/** The admin's list of review requests: newest first, by status. */
export const ReviewListSchema = ListPageSchema.extend({
  status: z.enum(reviewStatuses, { error: 'סטטוס לא תקין' }).optional(),
});

export const ReviewListItemSchema = z.object({
  id: z.number(),
  createdAt: z.date(),
  username: z.string(),
  policyCount: z.number(),
  findingCount: z.number(),
  status: z.enum(reviewStatuses),
});

export const ReviewSetStatusSchema = z.object({
  id: IdSchema,
  status: z.enum(reviewStatuses, { error: 'סטטוס לא תקין' }),
});
