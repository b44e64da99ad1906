/** The admin's view of travel requests (/admin/applications): list, details, status. */
import { IdSchema } from './ids';
import { ListPageSchema, pageOf } from './paging';
import { coverageOptions, healthQuestions } from './travel-core';
import { z } from './zod';

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Badges: pending outlined 'ממתין', approved green 'אושר', rejected red 'נדחה'. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'ממתין',
  approved: 'אושר',
  rejected: 'נדחה',
};

export const ApplicationStatusSchema = z.enum(applicationStatuses, { error: 'סטטוס לא תקין' });

/** One page of requests, newest first, optionally of one status and matching a name, ID number or e-mail. */
export const ApplicationListSchema = ListPageSchema.extend({
  status: ApplicationStatusSchema.optional(),
});
export type ApplicationListInput = z.input<typeof ApplicationListSchema>;
/** The list's search and status filter (what the CSV export takes). */
export const ApplicationFilterSchema = ApplicationListSchema.omit({ page: true, pageSize: true });

export const ApplicationIdSchema = z.object({ id: IdSchema });

/** The most characters a rejection's reason may have (it goes into the customer's e-mail). */
export const REJECTION_REASON_MAX = 500;

/** Why a request was rejected, as the customer will read it: optional, up to 500 characters. */
export const RejectionReasonSchema = z
  .string({ error: 'סיבת הדחייה אינה תקינה' })
  .trim()
  .max(REJECTION_REASON_MAX, `סיבת הדחייה ארוכה מדי: עד ${REJECTION_REASON_MAX} תווים`);

/**
 * A status change. A change to approved or rejected is mailed to the customer; a rejection may carry
 * its reason into that e-mail, and no other status takes one.
 */
export const ApplicationStatusUpdateSchema = z
  .object({
    id: IdSchema,
    status: ApplicationStatusSchema,
    reason: RejectionReasonSchema.optional(),
  })
  .refine((input) => !input.reason || input.status === 'rejected', {
    path: ['reason'],
    error: 'אפשר לצרף סיבה רק לדחיית בקשה',
  });

/** A request as the admin's table shows it (the list masks its ID and passport numbers). */
export const ApplicationSchema = z.object({
  id: z.number(),
  reference: z.string(),
  fullName: z.string(),
  idNumber: z.string(),
  passportNumber: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** country codes as stored, e.g. 'US,ES' */
  destination: z.string(),
  /** `YYYY-MM-DD` */
  startDate: z.string(),
  endDate: z.string(),
  status: ApplicationStatusSchema,
  createdAt: z.date(),
});

/** A page of requests, with per-status counts of the same search (the filter chips). */
export const ApplicationPageSchema = pageOf(ApplicationSchema).extend({
  counts: z.record(ApplicationStatusSchema, z.number()),
});

const coverageIds = coverageOptions.map((c) => c.id) as [
  (typeof coverageOptions)[number]['id'],
  ...(typeof coverageOptions)[number]['id'][],
];

/** The request as it was sent (and stored), without its submission key. */
export const StoredTravelRequestSchema = z.object({
  destinations: z.array(z.string()),
  departureDate: z.string(),
  returnDate: z.string(),
  isPreviousCustomer: z.enum(['yes', 'no']),
  termsAccepted: z.literal(true),
  travelers: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      dateOfBirth: z.string(),
      gender: z.enum(['male', 'female']),
    }),
  ),
  healthQuestions: z.object(
    Object.fromEntries(healthQuestions.map((q) => [q.id, z.boolean()])) as Record<
      (typeof healthQuestions)[number]['id'],
      z.ZodBoolean
    >,
  ),
  coverageOptions: z.array(z.enum(coverageIds)),
  addresses: z.array(
    z.object({
      idNumber: z.string(),
      city: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      passportNumber: z.string().nullable(),
    }),
  ),
});

/** The details dialog: the row with its numbers whole, the whole request and what the form showed of it. */
export const ApplicationDetailsSchema = ApplicationSchema.extend({
  request: StoredTravelRequestSchema,
  tripDays: z.number(),
  estimateUsd: z.number(),
});
