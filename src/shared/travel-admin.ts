/** The admin's view of travel requests (/admin/applications): list, details, status. */
import { IdSchema } from './ids';
import { z } from './zod';

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** SPEC §4 badges: pending outlined 'ממתין', approved green 'אושר', rejected red 'נדחה'. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'ממתין',
  approved: 'אושר',
  rejected: 'נדחה',
};

export const ApplicationStatusSchema = z.enum(applicationStatuses, { error: 'סטטוס לא תקין' });

export const APPLICATIONS_PAGE_SIZES = [10, 20, 50, 100] as const;

/** One page of requests, newest first, optionally of one status and matching a name, ID number or e-mail. */
export const ApplicationListSchema = z.object({
  page: z.coerce
    .number({ error: 'מספר עמוד לא תקין' })
    .int('מספר עמוד לא תקין')
    .min(1)
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'גודל עמוד לא תקין' })
    .int('גודל עמוד לא תקין')
    .min(1, 'גודל עמוד לא תקין')
    .max(100, 'גודל עמוד לא תקין')
    .default(20),
  status: ApplicationStatusSchema.optional(),
  search: z.string({ error: 'חיפוש לא תקין' }).trim().max(100, 'החיפוש ארוך מדי').optional(),
});
export type ApplicationListInput = z.input<typeof ApplicationListSchema>;

export const ApplicationIdSchema = z.object({ id: IdSchema });

export const ApplicationStatusUpdateSchema = z.object({
  id: IdSchema,
  status: ApplicationStatusSchema,
});
