/** The admin's view of travel requests (/admin/applications): list, details, status. */
import { IdSchema } from './ids';
import { ListPageSchema } from './paging';
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
