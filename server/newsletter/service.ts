import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import type { SubscriberListSchema, SubscriberStatus } from '../../src/shared/newsletter';
import type { Page } from '../../src/shared/paging';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { containing, pageOf } from '../db/paging';
import { newsletters } from '../db/schema';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';

/** What a subscribe did: a new row, a former subscriber active again, or nothing (already active). */
export type SubscribeChange = 'created' | 'resubscribed' | 'unchanged';

export interface Subscription {
  email: string;
  /** the row's status after the call */
  status: (typeof newsletters.$inferSelect)['status'];
  change: SubscribeChange;
}

/** Subscribes the address and, when that changed anything, puts the welcome mail in the outbox; never a second row. */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletters)
      .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
      .onConflictDoNothing({ target: newsletters.email })
      .returning();
    let row = inserted;
    let change: SubscribeChange = 'created';
    if (!row) {
      const [existing] = await tx.select().from(newsletters).where(eq(newsletters.email, email)).limit(1);
      if (!existing) throw new Error('newsletter row neither inserted nor found');
      if (existing.status === 'active') return { email, status: existing.status, change: 'unchanged' };
      // a former subscriber who signs up again gives consent again
      const now = new Date();
      [row] = await tx
        .update(newsletters)
        .set({ status: 'active', consentAt: now, subscribedAt: now, unsubscribedAt: null })
        .where(eq(newsletters.email, email))
        .returning();
      if (!row) throw new Error('newsletter update returned no row');
      change = 'resubscribed';
    }
    await mailer.enqueue(tx, {
      kind: 'newsletter-welcome',
      to: email,
      subject: 'ברוכים הבאים לניוזלטר שלנו',
      text: [
        `תודה שנרשמתם לניוזלטר של ${agency.name}.`,
        'נשלח אליכם מדי פעם עדכונים, טיפים ומאמרים בנושאי ביטוח, פנסיה וחיסכון.',
        '',
        `להסרה מרשימת הדיוור בכל עת: ${publicUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
      ].join('\n'),
    });
    return { email, status: row.status, change };
  });
}

/** Unsubscribes by the token of the e-mail link. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const updated = await db
    .update(newsletters)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletters.unsubscribeToken, token))
    .returning({ email: newsletters.email });
  if (updated.length === 0) throw notFound('קישור ההסרה אינו תקף');
}

const subscriberColumns = {
  email: newsletters.email,
  status: newsletters.status,
  subscribedAt: newsletters.subscribedAt,
  consentAt: newsletters.consentAt,
  unsubscribedAt: newsletters.unsubscribedAt,
};

export interface Subscriber {
  email: string;
  status: SubscriberStatus;
  subscribedAt: Date;
  consentAt: Date;
  unsubscribedAt: Date | null;
}

export interface SubscriberPage extends Page<Subscriber> {
  /** per status, with the search but without the status filter (the filter chips) */
  counts: Record<SubscriberStatus, number>;
}

const newestFirst = [desc(newsletters.subscribedAt), desc(newsletters.email)];

/** One page of subscribers, newest first, with the total and the per-status counts of the same search. */
export async function listSubscribers(
  db: Db,
  input: z.output<typeof SubscriberListSchema>,
): Promise<SubscriberPage> {
  const search = input.search ? ilike(newsletters.email, containing(input.search)) : undefined;
  const where = and(search, input.status ? eq(newsletters.status, input.status) : undefined);
  // the per-status counts give the total too: one count of the search, not two
  const counts = db
    .select({ status: newsletters.status, n: count() })
    .from(newsletters)
    .where(search)
    .groupBy(newsletters.status)
    .then((rows) => {
      const byStatus = { active: 0, unsubscribed: 0 };
      for (const row of rows) byStatus[row.status] = Number(row.n);
      return byStatus;
    });
  const page = await pageOf(
    input,
    db
      .select({ email: newsletters.email })
      .from(newsletters)
      .where(where)
      .orderBy(...newestFirst),
    (ids) =>
      db
        .select(subscriberColumns)
        .from(newsletters)
        .where(inArray(newsletters.email, ids))
        .orderBy(...newestFirst),
    counts.then((c) => (input.status ? c[input.status] : c.active + c.unsubscribed)),
  );
  return { ...page, counts: await counts };
}

/** Every subscriber, newest first (the CSV export). */
export function allSubscribers(db: Db): Promise<Subscriber[]> {
  return db
    .select(subscriberColumns)
    .from(newsletters)
    .orderBy(...newestFirst);
}
