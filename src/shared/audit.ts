/** The audit log page (/admin/audit-log): its filters, shared by the page and the server. */
import { IdSchema } from './ids';
import { z } from './zod';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
export const AUDIT_DEFAULT_PAGE_SIZE = 50;

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

/**
 * Newest first; by who acted, by action ('member.create', or a whole area: 'member') and by Israel
 * days from and to (both included).
 */
export const AuditListSchema = z
  .object({
    page: z.coerce
      .number({ error: 'מספר עמוד לא תקין' })
      .int('מספר עמוד לא תקין')
      .min(1, 'מספר עמוד לא תקין')
      .max(100_000, 'מספר עמוד לא תקין')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'גודל עמוד לא תקין' })
      .int('גודל עמוד לא תקין')
      .min(1, 'גודל עמוד לא תקין')
      .max(100, 'גודל עמוד לא תקין')
      .default(AUDIT_DEFAULT_PAGE_SIZE),
    actorId: z.coerce.number({ error: 'משתמש לא תקין' }).pipe(IdSchema).optional(),
    action: z
      .string({ error: 'פעולה לא תקינה' })
      .regex(/^[a-zA-Z]{1,30}(\.[a-zA-Z]{1,30})?$/, 'פעולה לא תקינה')
      .optional(),
    from: IsraelDaySchema.optional(),
    to: IsraelDaySchema.optional(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ['to'],
    error: 'תאריך הסיום חייב להיות אחרי תאריך ההתחלה',
  });
