/**
 * What a policy carries besides its number, type and dates (insurer, premium, coverages, renewal
 * status), and the renewals: the rules and shapes the customer's card, the admin's form, the renewals
 * screen and the server share.
 */
import { IdSchema } from './ids';
import { daysBetween, israelToday } from './israel-time';
import { pageField, pageSizeField } from './paging';
import { cleanName } from './text';
import { z } from './zod';

export const policyMessages = {
  company: 'שם חברת הביטוח ארוך מדי (עד 60 תווים)',
  premium: 'פרמיה לא תקינה (סכום חיובי בשקלים, עד 2 ספרות אחרי הנקודה)',
  premiumPeriod: 'יש לבחור אם הפרמיה חודשית או שנתית',
  coverageTitle: 'שם הכיסוי חייב להכיל 2–80 תווים',
  coverageAmount: 'סכום הכיסוי לא תקין (מספר שלם של שקלים)',
  coverages: 'עד 20 כיסויים לפוליסה',
  renewalStatus: 'סטטוס חידוש לא תקין',
  note: 'ההערה ארוכה מדי (עד 500 תווים)',
  message: 'ההודעה ארוכה מדי (עד 1,000 תווים)',
  within: 'מספר הימים חייב להיות בין 1 ל-365',
  notActive: 'אפשר לבקש הצעה לחידוש רק לפוליסה פעילה',
  alreadyRequested: 'כבר ביקשתם הצעה לחידוש הפוליסה הזו',
  closed: 'החידוש של פוליסה זו כבר טופל',
} as const;

/** The insurers offered in the admin's form (any other name may be typed). */
export const insurers = [
  'הראל',
  'מגדל',
  'כלל',
  'הפניקס',
  'מנורה מבטחים',
  'איילון',
  'AIG',
  'הכשרה',
  'שומרה',
  'ביטוח ישיר',
  'ליברה',
  'אלטשולר שחם',
  'מור',
  'מיטב',
] as const;

export const premiumPeriods = ['monthly', 'yearly'] as const;
export type PremiumPeriod = (typeof premiumPeriods)[number];
/** after the amount: '120 ₪ לחודש' */
export const premiumPeriodLabels: Record<PremiumPeriod, string> = { monthly: 'לחודש', yearly: 'לשנה' };

export const renewalStatuses = ['open', 'requested', 'contacted', 'renewed', 'lost'] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];
export const renewalStatusLabels: Record<RenewalStatus, string> = {
  open: 'טרם טופל',
  requested: 'התבקשה הצעה',
  contacted: 'בטיפול הסוכנות',
  renewed: 'חודשה',
  lost: 'לא חודשה',
};
/** Statuses after which the renewal is settled: no reminder, no request. */
export const settledRenewal: readonly RenewalStatus[] = ['renewed', 'lost'];

/** The card shows the days left from this many days before the end. */
export const RENEWAL_SOON_DAYS = 60;
/** The renewals screen's default window, in days. */
export const RENEWALS_DEFAULT_WITHIN = 60;

/** Days from today (Israel's calendar) to the end date: 0 on the last day; null without an end. */
export function daysLeft(endDate: string | null, today: string = israelToday()): number | null {
  return endDate === null ? null : daysBetween(today, endDate);
}

/** 'היום', 'מחר', 'בעוד יומיים', 'בעוד 12 ימים': how soon a date is. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'היום';
  if (days === 1) return 'מחר';
  if (days === 2) return 'בעוד יומיים';
  return `בעוד ${days} ימים`;
}

export interface Coverage {
  title: string;
  amount?: number | undefined;
}

const CoverageSchema = z.object({
  title: z
    .string({ error: policyMessages.coverageTitle })
    .transform(cleanName)
    .pipe(z.string().min(2, policyMessages.coverageTitle).max(80, policyMessages.coverageTitle)),
  amount: z
    .number({ error: policyMessages.coverageAmount })
    .int(policyMessages.coverageAmount)
    .min(0, policyMessages.coverageAmount)
    .max(1_000_000_000, policyMessages.coverageAmount)
    .optional(),
});

/** The insurer, premium and coverages of the admin's policy form (each may be left empty). */
export const policyDetailFields = {
  company: z
    .string({ error: policyMessages.company })
    .transform(cleanName)
    .pipe(z.string().max(60, policyMessages.company))
    .default(''),
  premium: z
    .number({ error: policyMessages.premium })
    .positive(policyMessages.premium)
    .max(10_000_000, policyMessages.premium)
    .multipleOf(0.01, policyMessages.premium)
    .nullable()
    .default(null),
  premiumPeriod: z.enum(premiumPeriods, { error: policyMessages.premiumPeriod }).nullable().default(null),
  coverages: z.array(CoverageSchema).max(20, policyMessages.coverages).default([]),
  renewalStatus: z.enum(renewalStatuses, { error: policyMessages.renewalStatus }).default('open'),
};

/** A premium needs its period (and a period means nothing without a premium). */
export const premiumWithPeriod = [
  (p: { premium: number | null; premiumPeriod: PremiumPeriod | null }) =>
    (p.premium === null) === (p.premiumPeriod === null),
  { path: ['premiumPeriod'], message: policyMessages.premiumPeriod },
] as [
  (p: { premium: number | null; premiumPeriod: PremiumPeriod | null }) => boolean,
  { path: string[]; message: string },
];

/** The answer's part of these fields. */
export const policyDetailAnswer = {
  company: z.string(),
  premium: z.number().nullable(),
  premiumPeriod: z.enum(premiumPeriods).nullable(),
  coverages: z.array(z.object({ title: z.string(), amount: z.number().optional() })),
  renewalStatus: z.enum(renewalStatuses),
};

// ── Renewals ───────────────────────────────────────────────────────────────────────────────────────

/** The renewals screen: active policies ending within `within` days, soonest first, paged. */
export const RenewalListSchema = z.object({
  within: z.coerce
    .number({ error: policyMessages.within })
    .int(policyMessages.within)
    .min(1, policyMessages.within)
    .max(365, policyMessages.within)
    .default(RENEWALS_DEFAULT_WITHIN),
  status: z.enum(renewalStatuses, { error: policyMessages.renewalStatus }).optional(),
  page: pageField,
  pageSize: pageSizeField,
});
export type RenewalListInput = z.input<typeof RenewalListSchema>;

const noteField = z
  .string({ error: policyMessages.note })
  .trim()
  .max(500, policyMessages.note)
  .optional()
  .transform((note) => note || undefined);

/** Staff change a policy's renewal status in one action, with an optional note. */
export const RenewalChangeSchema = z.object({
  id: IdSchema,
  renewalStatus: z.enum(renewalStatuses, { error: policyMessages.renewalStatus }),
  note: noteField,
});
export type RenewalChange = z.input<typeof RenewalChangeSchema>;

/** The customer asks for a renewal offer ('בקשת הצעה לחידוש'). */
export const RenewalRequestSchema = z.object({
  id: IdSchema,
  message: z
    .string({ error: policyMessages.message })
    .trim()
    .max(1000, policyMessages.message)
    .optional()
    .transform((message) => message || undefined),
});

export const RenewalRowSchema = z.object({
  policyId: z.number(),
  customer: z.object({ id: z.number(), username: z.string(), fullName: z.string() }),
  type: z.string(),
  policyNumber: z.string(),
  company: z.string(),
  endDate: z.string(),
  daysLeft: z.number(),
  renewalStatus: z.enum(renewalStatuses),
  /** the last change's note and time (null: never changed) */
  lastNote: z.string().nullable(),
  changedAt: z.date().nullable(),
});
export type RenewalRow = z.infer<typeof RenewalRowSchema>;

export const RenewalChangedSchema = z.object({
  policyId: z.number(),
  renewalStatus: z.enum(renewalStatuses),
  note: z.string().nullable(),
});

export const RenewalRequestedSchema = z.object({
  policyId: z.number(),
  renewalStatus: z.literal('requested'),
});
