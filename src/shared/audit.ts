/** The audit log page (/admin/audit-log): its filters, shared by the page and the server. */
import { IdSchema } from './ids';
import { pageField, pageSizeField } from './paging';
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

/**
 * Newest first; by who acted, by action ('member.create', or a whole area: 'member') and by Israel
 * days from and to (both included).
 */
export const AuditListSchema = z
  .object({
    page: pageField,
    pageSize: pageSizeField,
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
export type AuditListInput = z.input<typeof AuditListSchema>;

/** The instant an Israel day 'YYYY-MM-DD' begins: 22:00 UTC the day before in winter, 21:00 in summer. */
export function israelDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Israel is 2 or 3 hours ahead of UTC; take the offset that holds at the moment found
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) guess = utcMidnight - israelOffsetMs(new Date(guess));
  return new Date(guess);
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Jerusalem',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Israel's clock is ahead of UTC at `date`, in ms. */
function israelOffsetMs(date: Date): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
