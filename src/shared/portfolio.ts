/**
 * The portfolio check: a customer's Har HaBituach report read into policies, totals and findings.
 * The shapes both doors answer and the personal area and admin pages show; the server computes every
 * total and finding (server/portfolio), the browser only shows them.
 */
import { PolicyAnswerSchema } from './account';
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

// ── The file, the errors and the admin's detail (server side) ──────────────────────────────────────

/** Where the right file comes from: every refusal of a file says it. */
const WHERE_TO_GET_IT =
  'את הקובץ מורידים מאתר "הר הביטוח" של משרד האוצר: נכנסים בהזדהות הממשלתית, ובמסך התוצאות בוחרים "ייצוא לאקסל". הקובץ נקרא בדרך כלל data-<מספר זהות>.xlsx';

export const portfolioMessages = {
  fileMissing: 'יש לבחור את קובץ הדוח מהר הביטוח',
  fileType: `הקובץ אינו קובץ אקסל (xlsx). ${WHERE_TO_GET_IT}`,
  fileTooLarge: 'הקובץ גדול מדי (עד 5MB). דוח הר הביטוח שוקל בדרך כלל פחות מ-100KB',
  notAReport: `הקובץ אינו דוח התיק הביטוחי מהר הביטוח: לא מצאנו בו את שורת הכותרות שמתחילה ב„תעודת זהות”. ${WHERE_TO_GET_IT}`,
  workbookTooLarge: `הקובץ גדול מדי לדוח של הר הביטוח (יותר מ-50MB כשהוא פתוח). ${WHERE_TO_GET_IT}`,
  tooManyRows: `בקובץ יותר מ-2,000 שורות, יותר מכל דוח של הר הביטוח. ${WHERE_TO_GET_IT}`,
  damaged: `לא הצלחנו לפתוח את הקובץ: ייתכן שהוא פגום. ${WHERE_TO_GET_IT}`,
  emailNotVerified: 'כדי לשמור את התיק הביטוחי יש לאמת קודם את כתובת הדוא״ל (בקישור שנשלח אליכם)',
  notFound: 'התיק הביטוחי לא נמצא',
  reviewNotFound: 'הבקשה לא נמצאה',
} as const;

/** The machine reasons beside a refusal's message. */
export const portfolioReasons = {
  notAReport: 'NOT_A_PORTFOLIO_REPORT',
  workbookTooLarge: 'WORKBOOK_TOO_LARGE',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;

/** POST /api/portfolio/check and POST /api/user/portfolio: the report file (multipart `file`). */
export const PortfolioFileSchema = z.object({
  file: z.custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    portfolioMessages.fileMissing,
  ),
});

/** The customer behind a review request, as the agency reaches them. */
export const ReviewCustomerSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** GET /api/admin/portfolio-reviews/{id}: the request, its customer, the portfolio as of today, the agency's policies. */
export const PortfolioReviewDetailSchema = z.object({
  id: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
  status: z.enum(reviewStatuses),
  /** '' when the customer wrote nothing */
  message: z.string(),
  customer: ReviewCustomerSchema,
  portfolio: SavedPortfolioSchema,
  /** the policies the agency manages for the customer (the personal area's) */
  agencyPolicies: z.array(PolicyAnswerSchema),
});
export type PortfolioReviewDetail = z.infer<typeof PortfolioReviewDetailSchema>;
