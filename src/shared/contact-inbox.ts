import { IdSchema } from './ids';
import { ListPageSchema, pageOf } from './paging';
import { z } from './zod';

/** The admin marks a contact message handled (or back to open). */
export const ContactMarkHandledSchema = z.object({
  id: IdSchema,
  handled: z.boolean({ error: 'יש לציין אם הפנייה טופלה' }),
});
export const contactStatuses = ['open', 'handled'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusLabels: Record<ContactStatus, string> = { open: 'חדש', handled: 'טופל' };

/** One page of the inbox, newest first; `search`: part of the name, the phone or the e-mail. */
export const ContactListSchema = ListPageSchema.extend({
  status: z.enum(contactStatuses, { error: 'סטטוס לא תקין' }).optional(),
});
/** The inbox's search and status filter (what the CSV export takes). */
export const ContactFilterSchema = ContactListSchema.omit({ page: true, pageSize: true });

/** A message of the inbox as the procedures answer it. */
export const InboxMessageSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  service: z.string(),
  message: z.string(),
  createdAt: z.date(),
  handledAt: z.date().nullable(),
  handledBy: z.string().nullable(),
});

/** A page of the inbox, with per-status counts of the same search (the filter chips). */
export const InboxPageSchema = pageOf(InboxMessageSchema).extend({
  counts: z.record(z.enum(contactStatuses), z.number()),
});
