/**
 * Renewals: staff's list of active policies ending soon and their one-step status change, and the
 * customer's request for a renewal offer. Each change is kept in `policy_renewal_events` (the last
 * note shows on the renewals screen).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { accountMessages, type PolicyType, policyStatusOn, policyTypeLabels } from '../../src/shared/account';
import { formatPhone } from '../../src/shared/contact';
import { addDays, daysBetween, israelToday } from '../../src/shared/israel-time';
import {
  policyMessages,
  type RenewalChangeSchema,
  type RenewalListSchema,
  type RenewalRequestSchema,
  type RenewalRow,
  type RenewalStatus,
  renewalStatusLabels,
  settledRenewal,
} from '../../src/shared/policies';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { pageOf } from '../db/paging';
import { insurancePolicies, policyRenewalEvents, userProfiles, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';

const p = insurancePolicies;

/** Active policies ending from today through `within` days on (Israel's calendar), soonest first. */
export async function listRenewals(db: Db, input: z.output<typeof RenewalListSchema>, now = new Date()) {
  const today = israelToday(now);
  const filters: SQL[] = [
    eq(p.status, 'active'),
    gte(p.endDate, today),
    lte(p.endDate, addDays(today, input.within)),
  ];
  if (input.status) filters.push(eq(p.renewalStatus, input.status));
  const where = and(...filters);
  const ids = db.select({ id: p.id }).from(p).where(where).orderBy(asc(p.endDate), asc(p.id));
  const page = await pageOf(
    input,
    ids,
    (pageIds) =>
      db
        .select({
          policyId: p.id,
          customerId: users.id,
          username: users.username,
          fullName: userProfiles.fullName,
          type: p.policyType,
          policyNumber: p.policyNumber,
          company: p.company,
          endDate: p.endDate,
          renewalStatus: p.renewalStatus,
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, p.userId))
        .where(inArray(p.id, pageIds))
        .orderBy(asc(p.endDate), asc(p.id)),
    db
      .select({ n: count() })
      .from(p)
      .where(where)
      .then(([row]) => row?.n ?? 0),
  );
  const last = await lastChanges(
    db,
    page.items.map((row) => row.policyId),
  );
  const items: RenewalRow[] = page.items.map((row) => ({
    policyId: row.policyId,
    customer: { id: row.customerId, username: row.username, fullName: row.fullName ?? '' },
    type: row.type,
    policyNumber: row.policyNumber,
    company: row.company,
    endDate: row.endDate ?? today,
    daysLeft: daysBetween(today, row.endDate ?? today),
    renewalStatus: row.renewalStatus as RenewalStatus,
    lastNote: last.get(row.policyId)?.note ?? null,
    changedAt: last.get(row.policyId)?.createdAt ?? null,
  }));
  return { ...page, items };
}

/** The latest renewal event of each policy of `ids`. */
async function lastChanges(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { note: string | null; createdAt: Date }>();
  const rows = await db
    .selectDistinctOn([policyRenewalEvents.policyId], {
      policyId: policyRenewalEvents.policyId,
      note: policyRenewalEvents.note,
      createdAt: policyRenewalEvents.createdAt,
    })
    .from(policyRenewalEvents)
    .where(inArray(policyRenewalEvents.policyId, ids))
    .orderBy(policyRenewalEvents.policyId, desc(policyRenewalEvents.id));
  return new Map(rows.map((row) => [row.policyId, row]));
}

/** Staff set a policy's renewal status (any status to any other), with an optional note. */
export async function changeRenewal(db: Db, actorId: number, input: z.output<typeof RenewalChangeSchema>) {
  const [before] = await db
    .select({ renewalStatus: p.renewalStatus, userId: p.userId })
    .from(p)
    .where(eq(p.id, input.id))
    .for('update');
  if (!before) throw notFound(accountMessages.policyNotFound);
  await db
    .update(p)
    .set({ renewalStatus: input.renewalStatus, updatedAt: new Date() })
    .where(eq(p.id, input.id));
  await db.insert(policyRenewalEvents).values({
    policyId: input.id,
    actorId,
    renewalStatus: input.renewalStatus,
    note: input.note ?? null,
  });
  return {
    changed: { policyId: input.id, renewalStatus: input.renewalStatus, note: input.note ?? null },
    from: before.renewalStatus,
    userId: before.userId,
  };
}

/**
 * The customer asks for a renewal offer: their active policy's renewal status becomes 'requested' and
 * the agency is mailed, in one transaction. Another user's policy is a 404; an ended or cancelled one,
 * one already requested and one whose renewal is settled are 409s.
 */
export async function requestRenewal(
  db: Db,
  mailer: Mailer,
  agencyEmail: string,
  userId: number,
  input: z.output<typeof RenewalRequestSchema>,
) {
  return db.transaction(async (tx) => {
    const [policy] = await tx
      .select({
        id: p.id,
        policyNumber: p.policyNumber,
        policyType: p.policyType,
        company: p.company,
        status: p.status,
        endDate: p.endDate,
        renewalStatus: p.renewalStatus,
        username: users.username,
        email: users.email,
        fullName: userProfiles.fullName,
        phone: userProfiles.phone,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, p.userId))
      .where(and(eq(p.id, input.id), eq(p.userId, userId)))
      .for('update', { of: p });
    if (!policy) throw notFound(accountMessages.policyNotFound);
    if (policyStatusOn({ status: policy.status as 'active', endDate: policy.endDate }) !== 'active') {
      throw conflict(policyMessages.notActive);
    }
    if (policy.renewalStatus === 'requested') throw conflict(policyMessages.alreadyRequested);
    if (settledRenewal.includes(policy.renewalStatus as RenewalStatus)) throw conflict(policyMessages.closed);
    await tx.update(p).set({ renewalStatus: 'requested', updatedAt: new Date() }).where(eq(p.id, policy.id));
    await tx.insert(policyRenewalEvents).values({
      policyId: policy.id,
      actorId: userId,
      renewalStatus: 'requested',
      note: input.message ?? null,
    });
    await mailer.enqueue(tx, renewalRequestNotice(policy, input.message, agencyEmail));
    return { policyId: policy.id, renewalStatus: 'requested' as const };
  });
}

function renewalRequestNotice(
  policy: {
    policyNumber: string;
    policyType: string;
    company: string;
    endDate: string | null;
    username: string;
    email: string;
    fullName: string | null;
    phone: string | null;
  },
  message: string | undefined,
  agencyEmail: string,
) {
  const type = policyTypeLabels[policy.policyType as PolicyType] ?? policy.policyType;
  return {
    kind: 'renewal-request',
    to: agencyEmail,
    subject: `בקשת הצעה לחידוש: פוליסה ${policy.policyNumber}`,
    text: [
      `הלקוח/ה ${policy.fullName || policy.username} ביקש/ה הצעה לחידוש הפוליסה.`,
      `פוליסה: ${policy.policyNumber} (${type}${policy.company ? `, ${policy.company}` : ''})`,
      `תאריך סיום: ${policy.endDate ? policy.endDate.split('-').reverse().join('.') : 'ללא'}`,
      `שם משתמש: ${policy.username}`,
      `דוא״ל: ${policy.email}`,
      ...(policy.phone ? [`טלפון: ${formatPhone(policy.phone)}`] : []),
      '',
      'הודעת הלקוח:',
      message || '(לא נכתבה הודעה)',
      '',
      `סטטוס החידוש עודכן ל„${renewalStatusLabels.requested}”. ${agency.name}`,
    ].join('\n'),
  };
}
