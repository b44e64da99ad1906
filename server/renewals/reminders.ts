import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { type PolicyType, policyTypeLabels } from '../../src/shared/account';
import { addDays, daysBetween, israelToday } from '../../src/shared/israel-time';
import { daysLeftText, settledRenewal } from '../../src/shared/policies';
import type { Db } from '../db/client';
import { insurancePolicies, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export const RENEWAL_REMINDER_KIND = 'policy-renewal';
/** The two reminders: this many days before the end date. */
export const FIRST_MARK = 45;
export const LAST_MARK = 10;
/** Policies claimed and mailed per transaction. */
const BATCH = 100;

const p = insurancePolicies;
const hebrewDate = (day: string) => day.split('-').reverse().join('.');

/** The reminder: which policy ends when, and a link to the policies tab with its renewal button. */
export function renewalReminderMail(
  publicUrl: string,
  policy: { policyNumber: string; policyType: string; company: string; endDate: string; username: string },
  today: string,
) {
  const type = policyTypeLabels[policy.policyType as PolicyType] ?? policy.policyType;
  const date = hebrewDate(policy.endDate);
  const when = daysLeftText(daysBetween(today, policy.endDate));
  return {
    subject: `תזכורת: הפוליסה ${policy.policyNumber} (${type}) מסתיימת ב-${date}`,
    text: [
      `שלום ${policy.username},`,
      '',
      `הפוליסה ${policy.policyNumber} – ${type}${policy.company ? ` ב${policy.company}` : ''} – מסתיימת ${when}, ב-${date}.`,
      'כדי שלא תישארו בלי כיסוי, אפשר לבקש מאיתנו הצעה לחידוש בלחיצה אחת באזור האישי:',
      `${publicUrl}/dashboard?tab=policies`,
      '',
      'זוהי הודעה אוטומטית. אם כבר חידשתם את הפוליסה, אפשר להתעלם ממנה.',
      agency.name,
    ].join('\n'),
  };
}

/**
 * Mails each customer with a verified address about their active policies, once 45 days and once 10
 * days before the end date (Israel's calendar), not once the renewal is settled (renewed or lost) and
 * not to a blocked account. A 45-day mark missed while nothing ran is still mailed until the 10-day mark;
 * from then on only the 10-day mail goes. Each batch claims its policies (`reminded45_at` or
 * `reminded10_at`) and queues their mail in ONE transaction, `FOR UPDATE SKIP LOCKED`, so instances
 * running at once never take the same policy and a crash rolls back claim and mail together. A new end
 * date (staff renewing the policy) clears both marks. Returns the mails queued.
 */
export async function sendRenewalReminders(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  { now = new Date(), batch = BATCH }: { now?: Date; batch?: number } = {},
): Promise<number> {
  const today = israelToday(now);
  const lastDay = addDays(today, LAST_MARK);
  // still due: the 10-day mail (within 10 days), or the 45-day one (within 45, not yet sent)
  const due: SQL[] = [
    eq(p.status, 'active'),
    notInArray(p.renewalStatus, [...settledRenewal]),
    isNull(p.reminded10At),
    gte(p.endDate, today),
    lte(p.endDate, addDays(today, FIRST_MARK)),
    or(lte(p.endDate, lastDay), isNull(p.reminded45At)) as SQL,
  ];
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const ids = tx
        .select({ id: p.id })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(and(...due, isNotNull(users.emailVerifiedAt), isNull(users.blockedAt)))
        .orderBy(asc(p.endDate), asc(p.id))
        .limit(batch)
        .for('update', { of: p, skipLocked: true });
      const rows = await tx
        .update(p)
        .set({
          reminded10At: sql`case when ${p.endDate} <= ${lastDay} then now() else null end`,
          reminded45At: sql`case when ${p.endDate} > ${lastDay} then now() else ${p.reminded45At} end`,
        })
        // re-checked on the locked row: a commit of another instance in between is seen here
        .where(and(inArray(p.id, ids), ...due))
        .returning({
          userId: p.userId,
          policyNumber: p.policyNumber,
          policyType: p.policyType,
          company: p.company,
          endDate: p.endDate,
        });
      if (rows.length === 0) return 0;
      const owners = await tx
        .select({ id: users.id, email: users.email, username: users.username })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
      const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
      const mails = rows.flatMap((row) => {
        const owner = ownerOf.get(row.userId);
        if (!owner || !row.endDate) return [];
        const mail = renewalReminderMail(
          publicUrl,
          { ...row, endDate: row.endDate, username: owner.username },
          today,
        );
        return [{ kind: RENEWAL_REMINDER_KIND, to: owner.email, ...mail }];
      });
      if (mailer.enqueueAll) await mailer.enqueueAll(tx, mails);
      else for (const mail of mails) await mailer.enqueue(tx, mail);
      return rows.length;
    });
    queued += claimed;
    if (claimed < batch) return queued;
  }
}
