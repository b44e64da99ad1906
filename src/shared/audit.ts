/** The audit log page (/admin/audit-log): its filters, shared by the page and the server. */
import { IdSchema } from './ids';
import { pageField, pageOf, pageSizeField } from './paging';
import { z } from './zod';

const DAY_MESSAGE = 'תאריך לא תקין';
/** A calendar day in Israel, 'YYYY-MM-DD'. */
const IsraelDaySchema = z
  .string({ error: DAY_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  // a day that exists: '2026-02-30' does not come back as itself
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, DAY_MESSAGE);

const filterFields = {
  actorId: z.coerce.number({ error: 'משתמש לא תקין' }).pipe(IdSchema).optional(),
  action: z
    .string({ error: 'פעולה לא תקינה' })
    .regex(/^[a-zA-Z]{1,30}(\.[a-zA-Z]{1,30})?$/, 'פעולה לא תקינה')
    .optional(),
  from: IsraelDaySchema.optional(),
  to: IsraelDaySchema.optional(),
};

const daysInOrder = (input: { from?: string | undefined; to?: string | undefined }) =>
  !input.from || !input.to || input.from <= input.to;
const daysOutOfOrder = { path: ['to'], error: 'תאריך הסיום חייב להיות אחרי תאריך ההתחלה' };

/**
 * By who acted, by action ('member.create', or a whole area: 'member') and by Israel days from and to
 * (both included): the page's filters, and what its CSV export takes.
 */
export const AuditFilterSchema = z.object(filterFields).refine(daysInOrder, daysOutOfOrder);

/** One page of the log, newest first, by the filters of AuditFilterSchema. */
export const AuditListSchema = z
  .object({ page: pageField, pageSize: pageSizeField, ...filterFields })
  .refine(daysInOrder, daysOutOfOrder);

/** An entry as the log page shows it: who (by user name, null once deleted), what, to which record, from where. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.date(),
  action: z.string(),
  actorId: z.number().nullable(),
  actorUsername: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const AuditPageSchema = pageOf(AuditEntrySchema);
