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

export const ApplicationIdSchema = z.object({ id: IdSchema });

export const ApplicationStatusUpdateSchema = z.object({
  id: IdSchema,
  status: ApplicationStatusSchema,
});
